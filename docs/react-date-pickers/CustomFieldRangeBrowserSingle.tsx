import * as React from 'react';
import Box from '@mui/material/Box';
import {useForkRef} from '@mui/material/utils';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {
  DateRangePicker,
  LocalizationProvider,
  unstable_useSingleInputDateRangeField as useSingleInputDateRangeField,
  type DateRangePickerFieldProps,
} from '@mui/x-date-pickers-pro';
import {usePickerContext} from '@mui/x-date-pickers/hooks';

function NativeRangeField(props: DateRangePickerFieldProps) {
  const {label, triggerRef, rootRef} = usePickerContext();
  const fieldProps = {...props, enableAccessibleFieldDOMStructure: false as const};
  // The hook formats both dates into one string and parses what is typed back into a range.
  const {inputRef, ...input} = useSingleInputDateRangeField<false, typeof fieldProps>(fieldProps);
  const handleRootRef = useForkRef(triggerRef, rootRef);

  return (
    <Box ref={handleRootRef} sx={{display: 'inline-flex', flexDirection: 'column', gap: 0.5}}>
      <label htmlFor={props.id}>{label}</label>
      <input
        id={props.id}
        ref={inputRef}
        value={input.value}
        onChange={input.onChange}
        onKeyDown={input.onKeyDown}
        onFocus={input.onFocus}
        onBlur={input.onBlur}
        onClick={input.onClick}
        onPaste={input.onPaste}
        placeholder={input.placeholder}
        inputMode={input.inputMode}
        autoComplete={input.autoComplete}
        disabled={input.disabled}
        readOnly={input.readOnly}
        aria-invalid={input.error}
        style={{font: 'inherit', padding: '6px 8px', width: 220}}
      />
    </Box>
  );
}
// Tells the range picker that this field renders both dates in one element.
NativeRangeField.fieldType = 'single-input' as const;

export default function CustomFieldRangeBrowserSingle() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        label="Sprint"
        defaultValue={[dayjs('2024-04-15'), dayjs('2024-04-26')]}
        slots={{field: NativeRangeField}}
      />
    </LocalizationProvider>
  );
}
