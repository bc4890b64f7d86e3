import * as React from 'react';
import dayjs, {type Dayjs} from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {LocalizationProvider, StaticTimePicker, type PickersShortcutsItem} from '@mui/x-date-pickers';

const day = dayjs('2024-04-17');

// A time picker still holds full dates: these shortcuts return times on April 17.
const deliveryWindows: PickersShortcutsItem<Dayjs | null>[] = [
  {id: 'first-round', label: 'First round, 8:00', getValue: () => day.hour(8).minute(0)},
  {id: 'lunch', label: 'Before lunch, 11:30', getValue: () => day.hour(11).minute(30)},
  {id: 'afternoon', label: 'Afternoon, 15:00', getValue: () => day.hour(15).minute(0)},
  {id: 'late', label: 'Late round, 20:30', getValue: () => day.hour(20).minute(30)},
];

export default function ShortcutsTimeValues() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* maxTime disables the late round: its chip is greyed out. */}
      <StaticTimePicker
        referenceDate={day.hour(8)}
        maxTime={day.hour(18)}
        slotProps={{shortcuts: {items: deliveryWindows}}}
      />
    </LocalizationProvider>
  );
}
