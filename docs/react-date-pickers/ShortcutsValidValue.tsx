import * as React from 'react';
import dayjs, {type Dayjs} from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {LocalizationProvider, StaticDatePicker, type PickersShortcutsItem} from '@mui/x-date-pickers';

const today = dayjs('2024-04-17');
// The shop is closed on weekends and on these days.
const closedDays = new Set(['2024-04-18', '2024-04-19']);
const isClosed = (date: Dayjs) => date.day() === 0 || date.day() === 6 || closedDays.has(date.format('YYYY-MM-DD'));

const shortcutItems: PickersShortcutsItem<Dayjs | null>[] = [
  {label: 'Tomorrow', getValue: () => today.add(1, 'day')},
  {
    label: 'Next available day',
    getValue: ({isValid}) => {
      let candidate = today.add(1, 'day');
      for (let i = 0; i < 30 && !isValid(candidate); i += 1) {
        candidate = candidate.add(1, 'day');
      }
      return candidate;
    },
  },
];

export default function ShortcutsValidValue() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        displayStaticWrapperAs="desktop"
        referenceDate={today}
        minDate={today}
        shouldDisableDate={isClosed}
        slotProps={{shortcuts: {items: shortcutItems}}}
      />
    </LocalizationProvider>
  );
}
