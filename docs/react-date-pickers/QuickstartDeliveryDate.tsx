import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, {type Dayjs} from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DatePicker, LocalizationProvider} from '@mui/x-date-pickers';

// A fixed order date keeps the example reproducible; in an app you would start from dayjs().
const orderDate = dayjs('2024-04-17');

export default function QuickstartDeliveryDate() {
  const [value, setValue] = React.useState<Dayjs | null>(orderDate.add(1, 'day'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{maxWidth: 320}}>
        <DatePicker
          label="Delivery date"
          value={value}
          onChange={(newValue) => setValue(newValue)}
          minDate={orderDate.add(1, 'day')}
        />
        <Typography variant="body2">
          Value sent to the server: {value?.isValid() ? value.format('YYYY-MM-DD') : 'none'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
