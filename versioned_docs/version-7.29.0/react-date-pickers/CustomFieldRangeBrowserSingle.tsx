import * as React from 'react';
import Box from '@mui/material/Box';
import {useForkRef} from '@mui/material/utils';
import dayjs, {type Dayjs} from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {
  DateRangePicker,
  LocalizationProvider,
  unstable_useSingleInputDateRangeField as useSingleInputDateRangeField,
  type FieldType,
  type SingleInputDateRangeFieldProps,
} from '@mui/x-date-pickers-pro';

const NativeRangeField = React.forwardRef(function NativeRangeField(
  props: SingleInputDateRangeFieldProps<Dayjs>,
  ref: React.Ref<HTMLDivElement>,
) {
  const {label, InputProps, slots: _slots, slotProps: _slotProps, ...other} = props;
  const field = useSingleInputDateRangeField<Dayjs, false, typeof other>({
    ...other,
    enableAccessibleFieldDOMStructure: false,
  });
  const {inputRef, ...input} = field;
  // The range picker anchors its popover on InputProps.ref and watches focus on the forwarded ref.
  const handleRootRef = useForkRef(ref, InputProps?.ref as React.Ref<HTMLDivElement> | undefined);

  return (
    <Box ref={handleRootRef} sx={{display: 'inline-flex', flexDirection: 'column', gap: 0.5}}>
      <label htmlFor={input.id}>{label}</label>
      <input
        id={input.id}
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
}) as React.ForwardRefExoticComponent<SingleInputDateRangeFieldProps<Dayjs> & React.RefAttributes<HTMLDivElement>> & {
  fieldType?: FieldType;
};

// Without this, the picker would pass the props of a multi-input input.
NativeRangeField.fieldType = 'single-input';

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
