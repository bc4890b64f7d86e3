import * as React from 'react';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateCalendar, LocalizationProvider} from '@mui/x-date-pickers';

export default function CustomComponentsHeaderParts() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar
        defaultValue={dayjs('2024-04-17')}
        slots={{switchViewIcon: UnfoldMoreIcon}}
        slotProps={{
          calendarHeader: {format: 'MMM YYYY', sx: {'& .MuiPickersCalendarHeader-label': {fontWeight: 700}}},
          switchViewButton: {title: 'Choose a year'},
          previousIconButton: {size: 'small', color: 'primary'},
          nextIconButton: {size: 'small', color: 'primary'},
        }}
      />
    </LocalizationProvider>
  );
}
