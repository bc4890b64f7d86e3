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
import {LocalizationProvider, StaticDatePicker, type PickersCalendarHeaderProps} from '@mui/x-date-pickers';

// Month and year arrows on both sides of the title, for dates far from the current one.
function YearJumpHeader(props: PickersCalendarHeaderProps) {
  const {currentMonth, onMonthChange, minDate, maxDate, labelId, className} = props;
  // The calendar animates the change in the right direction on its own.
  const goTo = (months: number) => onMonthChange(currentMonth.add(months, 'month'));
  const canGo = (months: number) => {
    const target = currentMonth.add(months, 'month');
    return !(minDate && target.isBefore(minDate, 'month')) && !(maxDate && target.isAfter(maxDate, 'month'));
  };

  return (
    <Stack
      direction="row"
      className={className}
      sx={{alignItems: 'center', justifyContent: 'space-between', px: 1, py: 1}}
    >
      <Stack direction="row">
        <IconButton aria-label="Previous year" disabled={!canGo(-12)} onClick={() => goTo(-12)}>
          <KeyboardDoubleArrowLeftIcon />
        </IconButton>
        <IconButton aria-label="Previous month" disabled={!canGo(-1)} onClick={() => goTo(-1)}>
          <ChevronLeftIcon />
        </IconButton>
      </Stack>
      {/* The day grid is labelled by this id. */}
      <Typography id={labelId} variant="subtitle1" aria-live="polite">
        {currentMonth.format('MMMM YYYY')}
      </Typography>
      <Stack direction="row">
        <IconButton aria-label="Next month" disabled={!canGo(1)} onClick={() => goTo(1)}>
          <ChevronRightIcon />
        </IconButton>
        <IconButton aria-label="Next year" disabled={!canGo(12)} onClick={() => goTo(12)}>
          <KeyboardDoubleArrowRightIcon />
        </IconButton>
      </Stack>
    </Stack>
  );
}

export default function CustomComponentsCalendarHeader() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        displayStaticWrapperAs="desktop"
        defaultValue={dayjs('2024-04-17')}
        views={['day']}
        slots={{calendarHeader: YearJumpHeader}}
      />
    </LocalizationProvider>
  );
}
