import * as React from 'react';
import Button from '@mui/material/Button';
import {useForkRef} from '@mui/material/utils';
import dayjs, {type Dayjs} from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {
  DateRangePicker,
  LocalizationProvider,
  usePickersContext,
  type DateRange,
  type BaseSingleInputFieldProps,
  type DateRangeValidationError,
  type FieldType,
  type RangeFieldSection,
} from '@mui/x-date-pickers-pro';

// The props a range picker passes to a field whose fieldType is 'single-input'.
type ButtonFieldProps = BaseSingleInputFieldProps<
  DateRange<Dayjs>,
  Dayjs,
  RangeFieldSection,
  false,
  DateRangeValidationError
>;

function formatRange([start, end]: DateRange<Dayjs>) {
  if (!start && !end) return 'Any dates';
  return `${start ? start.format('MMM D') : '…'} – ${end ? end.format('MMM D') : '…'}`;
}

const ButtonDateRangeField = React.forwardRef(function ButtonDateRangeField(
  props: ButtonFieldProps,
  ref: React.Ref<HTMLButtonElement>,
) {
  const {value = [null, null], label, id, disabled, InputProps, onBlur} = props;
  const {open, onOpen, onClose} = usePickersContext();
  // InputProps.ref anchors the popover; the forwarded ref lets the picker close it when focus leaves.
  const handleRef = useForkRef(ref, InputProps?.ref as React.Ref<HTMLButtonElement> | undefined);

  return (
    <Button
      ref={handleRef}
      id={id}
      variant="outlined"
      disabled={disabled}
      onBlur={onBlur}
      onClick={(event) => (open ? onClose(event) : onOpen(event))}
    >
      {label ? `${label}: ` : ''}
      {formatRange(value)}
    </Button>
  );
}) as React.ForwardRefExoticComponent<ButtonFieldProps & React.RefAttributes<HTMLButtonElement>> & {
  fieldType?: FieldType;
};

// Tells the range picker to pass the props of a single input, as SingleInputDateRangeField does.
ButtonDateRangeField.fieldType = 'single-input';

export default function CustomFieldButtonRange() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([dayjs('2024-04-18'), dayjs('2024-04-22')]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker label="Stay" value={value} onChange={setValue} slots={{field: ButtonDateRangeField}} />
    </LocalizationProvider>
  );
}
