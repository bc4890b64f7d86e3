import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, {type Dayjs} from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DatePicker, LocalizationProvider} from '@mui/x-date-pickers';

export default function DatePickerControlled() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-04-17'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{maxWidth: 360}}>
        <DatePicker label="Due date" value={value} onChange={(newValue) => setValue(newValue)} />
        <Stack direction="row" spacing={1}>
          <Button
            size="small"
            variant="outlined"
            onClick={() => setValue((prev) => (prev ?? dayjs('2024-04-17')).add(1, 'week'))}
          >
            Postpone a week
          </Button>
          <Button size="small" onClick={() => setValue(null)}>
            Clear
          </Button>
        </Stack>
        <Typography variant="body2">
          Due date: {value == null ? 'none' : value.isValid() ? value.format('dddd, MMMM D, YYYY') : 'invalid date'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
