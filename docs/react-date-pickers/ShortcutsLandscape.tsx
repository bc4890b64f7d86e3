import * as React from 'react';
import {listItemClasses} from '@mui/material/ListItem';
import dayjs, {type Dayjs} from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {LocalizationProvider, StaticDatePicker, type PickersShortcutsItem} from '@mui/x-date-pickers';

const today = dayjs('2024-04-17');

const reviewDates: PickersShortcutsItem<Dayjs | null>[] = [
  {label: 'Next Monday', getValue: () => today.add(1, 'week').startOf('week').add(1, 'day')},
  {label: 'In two weeks', getValue: () => today.add(2, 'week')},
  {label: 'Next quarter', getValue: () => dayjs('2024-07-01')},
];

export default function ShortcutsLandscape() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* In landscape, the shortcuts move above the views and the toolbar goes to the left. */}
      <StaticDatePicker
        orientation="landscape"
        defaultValue={today}
        slotProps={{
          shortcuts: {
            items: reviewDates,
            // One row of chips instead of a column, which suits the wide landscape layout.
            sx: {display: 'flex', flexWrap: 'wrap', maxWidth: 'none', [`& .${listItemClasses.root}`]: {width: 'auto'}},
          },
        }}
      />
    </LocalizationProvider>
  );
}
