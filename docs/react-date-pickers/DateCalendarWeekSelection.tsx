import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, {type Dayjs} from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateCalendar, LocalizationProvider, PickersDay, type PickersDayProps} from '@mui/x-date-pickers';

// The selected day, shared with the day cells without adding props to the slot.
const SelectedDayContext = React.createContext<Dayjs | null>(null);

function WeekDay(props: PickersDayProps) {
  const {day, outsideCurrentMonth, selected, sx, ...other} = props;
  const selectedDay = React.useContext(SelectedDayContext);
  const inWeek = !outsideCurrentMonth && selectedDay != null && day.isSame(selectedDay, 'week');
  const weekday = day.day();

  return (
    <PickersDay
      {...other}
      day={day}
      outsideCurrentMonth={outsideCurrentMonth}
      // The whole week is painted instead of the single selected day.
      selected={false}
      disableMargin
      sx={[
        inWeek && {
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          borderRadius: 0,
          '&:hover, &:focus': {bgcolor: 'primary.dark'},
          ...(weekday === 0 && {borderTopLeftRadius: '50%', borderBottomLeftRadius: '50%'}),
          ...(weekday === 6 && {borderTopRightRadius: '50%', borderBottomRightRadius: '50%'}),
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      aria-selected={selected}
    />
  );
}

export default function DateCalendarWeekSelection() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-04-17'));
  const start = value?.startOf('week');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2} sx={{alignItems: 'flex-start'}}>
        <SelectedDayContext.Provider value={value}>
          <DateCalendar value={value} onChange={setValue} showDaysOutsideCurrentMonth={false} slots={{day: WeekDay}} />
        </SelectedDayContext.Provider>
        <Typography variant="body2" sx={{pt: 2}}>
          Timesheet week: {start ? `${start.format('MMM D')} to ${start.add(6, 'day').format('MMM D, YYYY')}` : 'none'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
