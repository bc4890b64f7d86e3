import * as React from 'react';
import dayjs, {type Dayjs} from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {LocalizationProvider, StaticDatePicker, type PickersShortcutsItem} from '@mui/x-date-pickers';

// The remaining sprint reviews of the quarter: shortcuts can return any value, not only relative dates.
const SPRINT_REVIEWS: PickersShortcutsItem<Dayjs | null>[] = [
  {label: 'Sprint 8 review', getValue: () => dayjs('2024-04-19')},
  {label: 'Sprint 9 review', getValue: () => dayjs('2024-05-03')},
  {label: 'Sprint 10 review', getValue: () => dayjs('2024-05-17')},
  {label: 'Quarter demo', getValue: () => dayjs('2024-06-28')},
  {label: 'No date', getValue: () => null},
];

export default function CustomComponentsShortcuts() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={dayjs('2024-04-17')}
        slotProps={{
          shortcuts: {items: SPRINT_REVIEWS, changeImportance: 'set'},
          actionBar: {actions: ['accept']},
        }}
      />
    </LocalizationProvider>
  );
}
