import * as React from 'react';
import EventIcon from '@mui/icons-material/Event';
import ScheduleIcon from '@mui/icons-material/Schedule';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {LocalizationProvider, StaticDateTimePicker} from '@mui/x-date-pickers';

export default function CustomComponentsTabs() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDateTimePicker
        defaultValue={dayjs('2024-04-17T18:30')}
        slotProps={{
          // hidden: false keeps the tabs in short windows and in the server render, where they are hidden by default.
          tabs: {hidden: false, dateIcon: <EventIcon />, timeIcon: <ScheduleIcon />, sx: {bgcolor: 'action.hover'}},
          actionBar: {actions: []},
        }}
      />
    </LocalizationProvider>
  );
}
