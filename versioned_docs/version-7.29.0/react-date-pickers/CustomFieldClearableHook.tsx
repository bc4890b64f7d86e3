import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import dayjs, {type Dayjs} from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {
  DateTimePicker,
  LocalizationProvider,
  unstable_useDateTimeField as useDateTimeField,
  useClearableField,
  type DateTimePickerFieldProps,
} from '@mui/x-date-pickers';

// A field built on OutlinedInput, which takes an endAdornment prop rather than the TextField API.
const OutlinedDateTimeField = React.forwardRef(function OutlinedDateTimeField(
  props: DateTimePickerFieldProps<Dayjs>,
  ref: React.Ref<HTMLDivElement>,
) {
  const {label, slots, slotProps, ...other} = props;
  const field = useDateTimeField<Dayjs, false, typeof other>({...other, enableAccessibleFieldDOMStructure: false});
  // Adds the clear button (slots.clearButton and slots.clearIcon apply) before the open button.
  const {InputProps, sx, ...input} = useClearableField({
    ...field,
    slots,
    slotProps,
  });

  return (
    <FormControl ref={ref} sx={sx} error={input.error} disabled={input.disabled} className={input.className}>
      <InputLabel htmlFor={input.id}>{label}</InputLabel>
      <OutlinedInput
        id={input.id}
        name={input.name}
        label={label}
        ref={InputProps?.ref}
        endAdornment={InputProps?.endAdornment}
        inputRef={input.inputRef}
        value={input.value}
        onChange={input.onChange}
        onKeyDown={input.onKeyDown}
        onFocus={input.onFocus}
        onBlur={input.onBlur}
        onClick={input.onClick}
        onPaste={input.onPaste}
        placeholder={input.placeholder}
        readOnly={input.readOnly}
        inputProps={{inputMode: input.inputMode, autoComplete: input.autoComplete}}
      />
    </FormControl>
  );
});

export default function CustomFieldClearableHook() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimePicker
        label="Departure"
        defaultValue={dayjs('2024-04-17T07:30')}
        slots={{field: OutlinedDateTimeField}}
        slotProps={{field: {clearable: true}}}
        sx={{minWidth: 300}}
      />
    </LocalizationProvider>
  );
}
