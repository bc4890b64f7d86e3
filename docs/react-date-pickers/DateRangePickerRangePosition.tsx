import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {LocalizationProvider, StaticDateRangePicker, type RangePosition} from '@mui/x-date-pickers-pro';

export default function DateRangePickerRangePosition() {
  const [rangePosition, setRangePosition] = React.useState<RangePosition>('end');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1}>
        <Stack direction="row" spacing={1} sx={{alignItems: 'center'}}>
          <Button
            variant={rangePosition === 'start' ? 'contained' : 'outlined'}
            onClick={() => setRangePosition('start')}
          >
            Change departure
          </Button>
          <Button variant={rangePosition === 'end' ? 'contained' : 'outlined'} onClick={() => setRangePosition('end')}>
            Change return
          </Button>
          <Typography variant="body2">Next click sets the {rangePosition} date</Typography>
        </Stack>
        <StaticDateRangePicker
          displayStaticWrapperAs="desktop"
          calendars={1}
          defaultValue={[dayjs('2024-04-10'), dayjs('2024-04-17')]}
          rangePosition={rangePosition}
          onRangePositionChange={setRangePosition}
        />
      </Stack>
    </LocalizationProvider>
  );
}
