import * as React from 'react';
import Button from '@mui/material/Button';
import {useForkRef} from '@mui/material/utils';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {DateRangePicker, LocalizationProvider, type DateRangePickerFieldProps} from '@mui/x-date-pickers-pro';
import {usePickerContext} from '@mui/x-date-pickers/hooks';
import type {PickerRangeValue} from '@mui/x-date-pickers/internals';

function formatRange([start, end]: PickerRangeValue) {
  if (!start && !end) return 'Any dates';
  return `${start ? start.format('MMM D') : '…'} – ${end ? end.format('MMM D') : '…'}`;
}

function ButtonDateRangeField(props: DateRangePickerFieldProps) {
  const picker = usePickerContext<PickerRangeValue>();
  // triggerRef anchors the popover; rootRef is the ref passed to the picker.
  const handleRef = useForkRef(picker.triggerRef, picker.rootRef);

  return (
    <Button
      ref={handleRef}
      id={props.id}
      variant="outlined"
      disabled={picker.triggerStatus === 'disabled'}
      onClick={() => picker.setOpen((prev) => !prev)}
    >
      {picker.label ? `${picker.label}: ` : ''}
      {formatRange(picker.value)}
    </Button>
  );
}
// Tells the range picker that this field shows both dates in one element.
ButtonDateRangeField.fieldType = 'single-input' as const;

export default function CustomFieldButtonRange() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        label="Vacation"
        defaultValue={[dayjs('2024-07-08'), dayjs('2024-07-19')]}
        slots={{field: ButtonDateRangeField}}
      />
    </LocalizationProvider>
  );
}
