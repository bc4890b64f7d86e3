import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, {type Dayjs} from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateTimeField, LocalizationProvider} from '@mui/x-date-pickers';

export default function DateTimeFieldBasic() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-04-17T03:42'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2} sx={{alignItems: {sm: 'center'}}}>
        <DateTimeField label="Occurred at" value={value} onChange={(newValue) => setValue(newValue)} clearable />
        <Typography variant="body2">
          ISO: {value == null ? 'null' : value.isValid() ? value.format('YYYY-MM-DDTHH:mm') : 'Invalid Date'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
