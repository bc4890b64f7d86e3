import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import dayjs, {type Dayjs} from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {DateTimeRangePicker, LocalizationProvider, type DateRange, type RangePosition} from '@mui/x-date-pickers-pro';

export default function DateTimeRangePickerEditEnd() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([dayjs('2024-04-19T18:00'), dayjs('2024-04-21T20:00')]);
  const [open, setOpen] = React.useState(false);
  const [rangePosition, setRangePosition] = React.useState<RangePosition>('start');

  const openOn = (position: RangePosition) => {
    setRangePosition(position);
    setOpen(true);
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{alignItems: 'flex-start'}}>
        <DateTimeRangePicker
          value={value}
          onChange={setValue}
          open={open}
          onOpen={() => setOpen(true)}
          onClose={() => setOpen(false)}
          rangePosition={rangePosition}
          onRangePositionChange={setRangePosition}
          localeText={{start: 'Pick-up', end: 'Return'}}
        />
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" onClick={() => openOn('start')}>
            Change pick-up
          </Button>
          <Button variant="contained" onClick={() => openOn('end')}>
            Extend the rental
          </Button>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
