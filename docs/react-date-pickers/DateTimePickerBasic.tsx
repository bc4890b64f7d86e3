import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, {type Dayjs} from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateTimePicker, LocalizationProvider} from '@mui/x-date-pickers';

export default function DateTimePickerBasic() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-04-17T19:30'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2} sx={{alignItems: {sm: 'center'}}}>
        <DateTimePicker label="Uncontrolled" referenceDate={dayjs('2024-04-17T09:00')} />
        <DateTimePicker label="Event start" value={value} onChange={(newValue) => setValue(newValue)} />
        <Typography variant="body2">
          Value: {value == null ? 'null' : value.isValid() ? value.format('ddd, MMM D, YYYY h:mm A') : 'Invalid Date'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
