import * as React from 'react';
import dayjs, {type Dayjs} from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {
  DateRangePicker,
  LocalizationProvider,
  type DateRange,
  type PickersShortcutsItem,
} from '@mui/x-date-pickers-pro';

// A fixed "today" keeps the example reproducible; use dayjs() in your application.
const today = dayjs('2024-04-17');

const shortcuts: PickersShortcutsItem<DateRange<Dayjs>>[] = [
  {label: 'This week', getValue: () => [today.startOf('week'), today.endOf('week')]},
  {label: 'Last 30 days', getValue: () => [today.subtract(30, 'day'), today]},
  {label: 'Next month', getValue: () => [today.add(1, 'month').startOf('month'), today.add(1, 'month').endOf('month')]},
];

export default function DateRangePickerShortcuts() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker referenceDate={today} label="Report period" slotProps={{shortcuts: {items: shortcuts}}} />
    </LocalizationProvider>
  );
}
