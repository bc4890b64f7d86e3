import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {
  LocalizationProvider,
  StaticDatePicker,
  usePickerContext,
  type DatePickerToolbarProps,
} from '@mui/x-date-pickers';

function BookingToolbar(props: DatePickerToolbarProps) {
  // The toolbar no longer receives the value as a prop: it reads it from the picker context.
  const {value} = usePickerContext();
  return (
    // The layout places the toolbar in its grid through this className.
    <Box className={props.className} sx={{px: 3, pt: 2}}>
      <Typography variant="overline">Check-in</Typography>
      <Typography variant="h5">{value ? value.format('dddd, MMMM D') : 'No date selected'}</Typography>
    </Box>
  );
}

export default function CustomComponentsToolbar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker defaultValue={dayjs('2024-04-17')} slots={{toolbar: BookingToolbar}} />
    </LocalizationProvider>
  );
}
