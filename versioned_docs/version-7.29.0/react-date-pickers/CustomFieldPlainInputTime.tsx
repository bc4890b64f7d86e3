import * as React from 'react';
import Box from '@mui/material/Box';
import {useForkRef} from '@mui/material/utils';
import dayjs, {type Dayjs} from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {
  LocalizationProvider,
  TimePicker,
  unstable_useTimeField as useTimeField,
  type TimePickerFieldProps,
} from '@mui/x-date-pickers';

const InlineTimeField = React.forwardRef(function InlineTimeField(
  props: TimePickerFieldProps<Dayjs>,
  ref: React.Ref<HTMLDivElement>,
) {
  // Everything except the rendering props goes to the hook, which merges the picker's handlers
  // (onClick and onKeyDown open the mobile picker) with its own.
  const {label, InputProps, slots: _slots, slotProps: _slotProps, ...other} = props;
  const field = useTimeField<Dayjs, false, typeof other>({...other, enableAccessibleFieldDOMStructure: false});
  const {inputRef, ...input} = field;
  const handleRootRef = useForkRef(ref, InputProps?.ref);

  return (
    <Box
      ref={handleRootRef}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        border: 1,
        borderColor: input.error ? 'error.main' : 'divider',
        borderRadius: 5,
        pl: 2,
      }}
    >
      <Box component="label" htmlFor={input.id} sx={{color: 'text.secondary'}}>
        {label}
      </Box>
      <input
        id={input.id}
        name={input.name}
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
        style={{font: 'inherit', border: 0, outline: 0, width: 56, background: 'transparent', color: 'inherit'}}
      />
      {InputProps?.endAdornment}
    </Box>
  );
});

export default function CustomFieldPlainInputTime() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimePicker
        label="Wake me at"
        name="alarm"
        ampm={false}
        defaultValue={dayjs('2024-04-17T06:45')}
        slots={{field: InlineTimeField}}
      />
    </LocalizationProvider>
  );
}
