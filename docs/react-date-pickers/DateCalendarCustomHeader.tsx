import * as React from 'react';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import KeyboardDoubleArrowLeftIcon from '@mui/icons-material/KeyboardDoubleArrowLeft';
import KeyboardDoubleArrowRightIcon from '@mui/icons-material/KeyboardDoubleArrowRight';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateCalendar, LocalizationProvider, type PickersCalendarHeaderProps} from '@mui/x-date-pickers';

// A header with year jumps on the sides and month steps next to the title.
function YearJumpHeader(props: PickersCalendarHeaderProps) {
  const {currentMonth, onMonthChange} = props;
  // v8: the calendar picks the slide direction itself; only the new month is passed.
  const go = (months: number) => onMonthChange(currentMonth.add(months, 'month'));

  return (
    <Stack direction="row" sx={{alignItems: 'center', justifyContent: 'space-between', px: 1, py: 1}}>
      <Stack direction="row">
        <IconButton size="small" aria-label="Previous year" onClick={() => go(-12)}>
          <KeyboardDoubleArrowLeftIcon fontSize="small" />
        </IconButton>
        <IconButton size="small" aria-label="Previous month" onClick={() => go(-1)}>
          <ChevronLeftIcon fontSize="small" />
        </IconButton>
      </Stack>
      <Typography variant="subtitle1" component="h3">
        {currentMonth.format('MMMM YYYY')}
      </Typography>
      <Stack direction="row">
        <IconButton size="small" aria-label="Next month" onClick={() => go(1)}>
          <ChevronRightIcon fontSize="small" />
        </IconButton>
        <IconButton size="small" aria-label="Next year" onClick={() => go(12)}>
          <KeyboardDoubleArrowRightIcon fontSize="small" />
        </IconButton>
      </Stack>
    </Stack>
  );
}

export default function DateCalendarCustomHeader() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar defaultValue={dayjs('2024-04-17')} views={['day']} slots={{calendarHeader: YearJumpHeader}} />
    </LocalizationProvider>
  );
}
