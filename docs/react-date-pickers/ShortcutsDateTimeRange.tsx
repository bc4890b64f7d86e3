import * as React from 'react';
import dayjs, {type Dayjs} from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {
  DateTimeRangePicker,
  LocalizationProvider,
  type DateRange,
  type PickersShortcutsItem,
} from '@mui/x-date-pickers-pro';

const now = dayjs('2024-04-17T09:30');

const windows: PickersShortcutsItem<DateRange<Dayjs>>[] = [
  {id: 'next-2h', label: 'Next two hours', getValue: () => [now, now.add(2, 'hour')]},
  {id: 'tonight', label: 'Tonight, 20:00 to 23:00', getValue: () => [now.hour(20).minute(0), now.hour(23).minute(0)]},
  {
    id: 'weekend',
    label: 'This weekend',
    getValue: () => [now.day(6).hour(0).minute(0), now.day(7).hour(23).minute(59)],
  },
];

export default function ShortcutsDateTimeRange() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimeRangePicker
        referenceDate={now}
        localeText={{start: 'Deploy freeze from', end: 'Until'}}
        slotProps={{shortcuts: {items: windows, changeImportance: 'set'}}}
      />
    </LocalizationProvider>
  );
}
