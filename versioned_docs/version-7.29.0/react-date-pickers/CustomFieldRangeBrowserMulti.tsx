import * as React from 'react';
import Stack from '@mui/material/Stack';
import {type TextFieldProps} from '@mui/material/TextField';
import dayjs, {type Dayjs} from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {
  DateRangePicker,
  LocalizationProvider,
  unstable_useMultiInputDateRangeField as useMultiInputDateRangeField,
  useSplitFieldProps,
  type MultiInputDateRangeFieldProps,
  type RangePosition,
} from '@mui/x-date-pickers-pro';

type FieldProps = MultiInputDateRangeFieldProps<Dayjs>;
// What the hook returns for each input: the text field props merged with the field logic.
type DateInputField = ReturnType<typeof useMultiInputDateRangeField<Dayjs, false, TextFieldProps>>['startDate'];

// The picker passes the props of each input as a function of the position ('start' or 'end').
function resolveTextFieldProps(props: FieldProps, position: RangePosition): TextFieldProps {
  const textField = props.slotProps?.textField;
  return (typeof textField === 'function' ? textField({...props, position}) : textField) ?? {};
}

function NativeDateInput({field}: {field: DateInputField}) {
  const {inputRef, InputProps, ...input} = field;
  return (
    // The start input carries the anchor of the popover in InputProps.ref.
    <Stack ref={InputProps?.ref as React.Ref<HTMLDivElement> | undefined} spacing={0.5}>
      <label htmlFor={input.id}>{input.label}</label>
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
        style={{font: 'inherit', padding: '6px 8px', width: 110}}
      />
    </Stack>
  );
}

const NativeMultiRangeField = React.forwardRef(function NativeMultiRangeField(
  props: FieldProps,
  ref: React.Ref<HTMLDivElement>,
) {
  const {internalProps, forwardedProps} = useSplitFieldProps(props, 'date');
  const {startDate, endDate} = useMultiInputDateRangeField<Dayjs, false, TextFieldProps>({
    sharedProps: {...internalProps, enableAccessibleFieldDOMStructure: false},
    startTextFieldProps: resolveTextFieldProps(props, 'start'),
    endTextFieldProps: resolveTextFieldProps(props, 'end'),
    unstableStartFieldRef: forwardedProps.unstableStartFieldRef,
    unstableEndFieldRef: forwardedProps.unstableEndFieldRef,
  });
  // The root receives onBlur from the picker, to close it when focus leaves both inputs.
  const rootSlotProps = forwardedProps.slotProps?.root;
  const rootProps = typeof rootSlotProps === 'function' ? rootSlotProps(props) : rootSlotProps;

  return (
    <Stack ref={ref} direction="row" spacing={1} onBlur={rootProps?.onBlur} sx={{alignItems: 'flex-end'}}>
      <NativeDateInput field={startDate} />
      <span>→</span>
      <NativeDateInput field={endDate} />
    </Stack>
  );
});

export default function CustomFieldRangeBrowserMulti() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        defaultValue={[dayjs('2024-04-22'), dayjs('2024-04-26')]}
        localeText={{start: 'Leave starts', end: 'Leave ends'}}
        slots={{field: NativeMultiRangeField}}
      />
    </LocalizationProvider>
  );
}
