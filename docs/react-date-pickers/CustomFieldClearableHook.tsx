import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import {useForkRef} from '@mui/material/utils';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {
  CalendarIcon,
  ClearIcon,
  DateTimePicker,
  LocalizationProvider,
  unstable_useDateTimeField as useDateTimeField,
  usePickerContext,
  type DateTimePickerFieldProps,
} from '@mui/x-date-pickers';

// A field built on OutlinedInput, which takes adornments rather than the TextField API.
function OutlinedDateTimeField(props: DateTimePickerFieldProps) {
  const {label, triggerRef, rootRef, triggerStatus, setOpen} = usePickerContext();
  const fieldProps = {...props, enableAccessibleFieldDOMStructure: false as const};
  // `clearable` comes from slotProps.field; the hook returns it with the onClear handler to call.
  const {inputRef, clearable, onClear, openPickerAriaLabel, ...input} = useDateTimeField<false, typeof fieldProps>(
    fieldProps,
  );
  const handleRootRef = useForkRef(triggerRef, rootRef);

  return (
    <FormControl ref={handleRootRef} error={input.error} disabled={input.disabled} sx={{minWidth: 300}}>
      <InputLabel htmlFor={props.id}>{label}</InputLabel>
      <OutlinedInput
        id={props.id}
        label={label}
        inputRef={inputRef}
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
        endAdornment={
          <InputAdornment position="end">
            {clearable && input.value !== '' && (
              <IconButton aria-label="Clear" size="small" onClick={onClear}>
                <ClearIcon fontSize="small" />
              </IconButton>
            )}
            <IconButton
              aria-label={openPickerAriaLabel}
              disabled={triggerStatus === 'disabled'}
              onClick={() => setOpen((prev) => !prev)}
            >
              <CalendarIcon />
            </IconButton>
          </InputAdornment>
        }
      />
    </FormControl>
  );
}

export default function CustomFieldClearableHook() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimePicker
        label="Departure"
        defaultValue={dayjs('2024-04-17T07:30')}
        slots={{field: OutlinedDateTimeField}}
        slotProps={{field: {clearable: true}}}
      />
    </LocalizationProvider>
  );
}
