import * as React from 'react';
import dayjs, {type Dayjs} from 'dayjs';
import {DatePicker, LocalizationProvider} from '@mui/x-date-pickers';
// Adapters are only exported from their own entry point.
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';

export default function OverviewDatePicker() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-04-17'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker label="Delivery date" value={value} onChange={setValue} />
    </LocalizationProvider>
  );
}
