import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, {type Dayjs} from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {LocalizationProvider, TimeField} from '@mui/x-date-pickers';

export default function TimeFieldReferenceDate() {
  const [value, setValue] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{maxWidth: 320}}>
        <TimeField label="Departure" referenceDate={dayjs('2025-07-14')} value={value} onChange={setValue} />
        <Typography variant="body2">
          Full value: {value?.isValid() ? value.format('YYYY-MM-DD HH:mm') : 'type a complete time'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
