import * as React from 'react';
import dayjs, {type Dayjs} from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {
  LocalizationProvider,
  StaticDateRangePicker,
  type DateRange,
  type PickersShortcutsItem,
} from '@mui/x-date-pickers-pro';

// A fixed "today" keeps the example reproducible; use dayjs() in your application.
const today = dayjs('2024-04-17');

const shortcutItems: PickersShortcutsItem<DateRange<Dayjs>>[] = [
  {label: 'This week', getValue: () => [today.startOf('week'), today.endOf('week')]},
  {label: 'Last 7 days', getValue: () => [today.subtract(7, 'day'), today]},
  {label: 'Current month', getValue: () => [today.startOf('month'), today.endOf('month')]},
  {label: 'Next month', getValue: () => [today.add(1, 'month').startOf('month'), today.add(1, 'month').endOf('month')]},
  {label: 'Reset', getValue: () => [null, null]},
];

export default function ShortcutsBasic() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDateRangePicker
        calendars={1}
        referenceDate={today}
        slotProps={{
          shortcuts: {items: shortcutItems},
          actionBar: {actions: []},
        }}
      />
    </LocalizationProvider>
  );
}
