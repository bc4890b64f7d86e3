import * as React from 'react';
import Box from '@mui/material/Box';
import {useForkRef} from '@mui/material/utils';
import dayjs, {type Dayjs} from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {
  DatePicker,
  LocalizationProvider,
  unstable_useDateField as useDateField,
  type DatePickerFieldProps,
} from '@mui/x-date-pickers';

const PlainInputField = React.forwardRef(function PlainInputField(
  props: DatePickerFieldProps<Dayjs>,
  ref: React.Ref<HTMLDivElement>,
) {
  // slots and slotProps target the default TextField, which this field does not render.
  const {label, InputProps, inputRef: externalInputRef, slots: _slots, slotProps: _slotProps, ...other} = props;
  const field = useDateField<Dayjs, false, typeof other>({...other, enableAccessibleFieldDOMStructure: false});
  const handleInputRef = useForkRef(field.inputRef, externalInputRef);
  // InputProps.ref anchors the popover; InputProps.endAdornment holds the open button.
  const handleRootRef = useForkRef(ref, InputProps?.ref);

  return (
    <Box ref={handleRootRef} sx={{display: 'inline-flex', alignItems: 'center', gap: 1}}>
      <Box component="label" sx={{display: 'flex', flexDirection: 'column', font: 'inherit', gap: 0.5}}>
        {label}
        <input
          ref={handleInputRef}
          value={field.value}
          onChange={field.onChange}
          onKeyDown={field.onKeyDown}
          onFocus={field.onFocus}
          onBlur={field.onBlur}
          onClick={field.onClick}
          onPaste={field.onPaste}
          placeholder={field.placeholder}
          inputMode={field.inputMode}
          autoComplete={field.autoComplete}
          disabled={field.disabled}
          readOnly={field.readOnly}
          aria-invalid={field.error}
          style={{font: 'inherit', padding: '6px 8px', width: 120}}
        />
      </Box>
      {InputProps?.endAdornment}
    </Box>
  );
});

export default function CustomFieldPlainInput() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker label="Plain input" defaultValue={dayjs('2024-04-17')} slots={{field: PlainInputField}} />
    </LocalizationProvider>
  );
}
