import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {
  DateRangePicker,
  LocalizationProvider,
  unstable_useMultiInputRangeField as useMultiInputRangeField,
  type DateRangePickerFieldProps,
} from '@mui/x-date-pickers-pro';
import {useDateRangeManager} from '@mui/x-date-pickers-pro/managers';
import {usePickerContext, useSplitFieldProps} from '@mui/x-date-pickers/hooks';

type InputProps = {
  inputRef?: React.Ref<HTMLInputElement>;
  value: string;
  error: boolean;
  [key: string]: unknown;
};

// One plain <input> of the pair, fed by the props the hook computed for its end of the range.
function RangeEndInput({label, field}: {label: string; field: InputProps}) {
  const {
    inputRef,
    value,
    error,
    id,
    onChange,
    onKeyDown,
    onFocus,
    onBlur,
    onClick,
    onPaste,
    placeholder,
    disabled,
    readOnly,
  } = field as InputProps & Record<string, never>;
  return (
    <Box component="label" sx={{display: 'inline-flex', flexDirection: 'column', gap: 0.5}}>
      {label}
      <input
        id={id}
        ref={inputRef}
        value={value}
        onChange={onChange}
        onKeyDown={onKeyDown}
        onFocus={onFocus}
        onBlur={onBlur}
        onClick={onClick}
        onPaste={onPaste}
        placeholder={placeholder}
        disabled={disabled}
        readOnly={readOnly}
        aria-invalid={error}
        style={{font: 'inherit', padding: '6px 8px', width: 120}}
      />
    </Box>
  );
}

function NativeMultiInputField(props: DateRangePickerFieldProps) {
  const {triggerRef} = usePickerContext();
  const manager = useDateRangeManager({enableAccessibleFieldDOMStructure: false});
  const {internalProps, forwardedProps} = useSplitFieldProps(props, 'date');
  // The hook wires both inputs: editing, validation, and opening the picker on the right end.
  const response = useMultiInputRangeField({
    manager,
    internalProps: {...internalProps, enableAccessibleFieldDOMStructure: false},
    rootProps: forwardedProps,
    startTextFieldProps: {},
    endTextFieldProps: {},
  });

  return (
    <Box ref={triggerRef} sx={{display: 'inline-flex', alignItems: 'flex-end', gap: 1}}>
      <RangeEndInput label="Arrival" field={response.startTextField as InputProps} />
      <span>to</span>
      <RangeEndInput label="Departure" field={response.endTextField as InputProps} />
    </Box>
  );
}
NativeMultiInputField.fieldType = 'multi-input' as const;

export default function CustomFieldRangeBrowserMulti() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        defaultValue={[dayjs('2024-04-17'), dayjs('2024-04-21')]}
        slots={{field: NativeMultiInputField}}
      />
    </LocalizationProvider>
  );
}
