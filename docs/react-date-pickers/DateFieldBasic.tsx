import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, {type Dayjs} from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateField, LocalizationProvider} from '@mui/x-date-pickers';

export default function DateFieldBasic() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-04-17'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2} sx={{alignItems: {sm: 'center'}}}>
        <DateField label="Uncontrolled" />
        <DateField label="Invoice date" value={value} onChange={(newValue) => setValue(newValue)} />
        <Typography variant="body2">
          Value: {value == null ? 'null' : value.isValid() ? value.format('YYYY-MM-DD') : 'Invalid Date'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
