import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, {type Dayjs} from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {LocalizationProvider, TimePicker} from '@mui/x-date-pickers';

export default function TimePickerBasic() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-04-17T07:30'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2} sx={{alignItems: {sm: 'center'}}}>
        <TimePicker label="Uncontrolled" referenceDate={dayjs('2024-04-17')} />
        <TimePicker label="Reminder" value={value} onChange={(newValue) => setValue(newValue)} />
        <Typography variant="body2">
          Value: {value == null ? 'null' : value.isValid() ? value.format('YYYY-MM-DD HH:mm') : 'Invalid Date'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
