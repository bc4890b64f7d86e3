import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {
  CalendarIcon,
  DatePicker,
  LocalizationProvider,
  unstable_useDateField as useDateField,
  usePickerContext,
  type DatePickerFieldProps,
} from '@mui/x-date-pickers';

function PlainInputField(props: DatePickerFieldProps) {
  const {label, triggerRef, triggerStatus, setOpen} = usePickerContext();
  // A plain <input> needs the single-input structure, where the whole value is one string.
  const fieldProps = {...props, enableAccessibleFieldDOMStructure: false as const};
  const {
    inputRef,
    value,
    onChange,
    onKeyDown,
    onFocus,
    onBlur,
    onClick,
    onPaste,
    placeholder,
    inputMode,
    autoComplete,
    disabled,
    readOnly,
    error,
    openPickerAriaLabel,
  } = useDateField<false, typeof fieldProps>(fieldProps);

  return (
    // triggerRef anchors the popover to this element.
    <Box ref={triggerRef} sx={{display: 'inline-flex', alignItems: 'flex-end', gap: 1}}>
      <Box component="label" sx={{display: 'flex', flexDirection: 'column', font: 'inherit', gap: 0.5}}>
        {label}
        <input
          id={props.id}
          ref={inputRef}
          value={value}
          onChange={onChange}
          onKeyDown={onKeyDown}
          onFocus={onFocus}
          onBlur={onBlur}
          onClick={onClick}
          onPaste={onPaste}
          placeholder={placeholder}
          inputMode={inputMode}
          autoComplete={autoComplete}
          disabled={disabled}
          readOnly={readOnly}
          aria-invalid={error}
          style={{font: 'inherit', padding: '6px 8px', width: 120}}
        />
      </Box>
      {/* The field renders its own opening button; the picker only provides the open state. */}
      <IconButton
        aria-label={openPickerAriaLabel}
        disabled={triggerStatus === 'disabled'}
        onClick={() => setOpen((prev) => !prev)}
      >
        <CalendarIcon />
      </IconButton>
    </Box>
  );
}

export default function CustomFieldPlainInput() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker label="Plain input" defaultValue={dayjs('2024-04-17')} slots={{field: PlainInputField}} />
    </LocalizationProvider>
  );
}
