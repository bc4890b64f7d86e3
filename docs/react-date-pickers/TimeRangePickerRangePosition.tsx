import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import dayjs, {type Dayjs} from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {LocalizationProvider, TimeRangePicker, type DateRange, type RangePosition} from '@mui/x-date-pickers-pro';

export default function TimeRangePickerRangePosition() {
  const [hours, setHours] = React.useState<DateRange<Dayjs>>([dayjs('2024-04-17T09:00'), dayjs('2024-04-17T18:00')]);
  const [open, setOpen] = React.useState(false);
  const [rangePosition, setRangePosition] = React.useState<RangePosition>('start');

  // Opens the picker directly on one end of the range.
  const editEnd = (position: RangePosition) => {
    setRangePosition(position);
    setOpen(true);
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{maxWidth: 420, alignItems: 'flex-start'}}>
        <TimeRangePicker
          label="Opening hours"
          value={hours}
          onChange={setHours}
          open={open}
          onOpen={() => setOpen(true)}
          onClose={() => setOpen(false)}
          rangePosition={rangePosition}
          onRangePositionChange={setRangePosition}
          timeSteps={{minutes: 30}}
        />
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" onClick={() => editEnd('start')}>
            Change opening time
          </Button>
          <Button variant="outlined" onClick={() => editEnd('end')}>
            Change closing time
          </Button>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
