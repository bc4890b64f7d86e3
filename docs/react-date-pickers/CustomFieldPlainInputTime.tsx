import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import {useForkRef} from '@mui/material/utils';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {
  ClockIcon,
  LocalizationProvider,
  TimePicker,
  unstable_useTimeField as useTimeField,
  usePickerContext,
  type TimePickerFieldProps,
} from '@mui/x-date-pickers';

function InlineTimeField(props: TimePickerFieldProps) {
  const {label, name, triggerRef, rootRef, triggerStatus, setOpen} = usePickerContext();
  // The hook returns everything a plain <input> needs; the single-input structure gives one string.
  const fieldProps = {...props, enableAccessibleFieldDOMStructure: false as const};
  const {inputRef, openPickerAriaLabel, ...input} = useTimeField<false, typeof fieldProps>(fieldProps);
  const handleRootRef = useForkRef(triggerRef, rootRef);

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
      <Box component="label" htmlFor={props.id} sx={{color: 'text.secondary'}}>
        {label}
      </Box>
      <input
        id={props.id}
        name={name}
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
      {triggerStatus !== 'hidden' && (
        <IconButton
          aria-label={openPickerAriaLabel}
          disabled={triggerStatus === 'disabled'}
          onClick={() => setOpen((prev) => !prev)}
        >
          <ClockIcon />
        </IconButton>
      )}
    </Box>
  );
}

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
