import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import dayjs, {type Dayjs} from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {
  LocalizationProvider,
  StaticDateRangePicker,
  usePickerContext,
  usePickerRangePositionContext,
  type DateRange,
  type DateRangePickerToolbarProps,
} from '@mui/x-date-pickers-pro';

// The toolbar reads the range and the end being edited; a click switches the end.
function StayToolbar(props: DateRangePickerToolbarProps) {
  const {value} = usePickerContext<DateRange<Dayjs>>();
  const {rangePosition, setRangePosition} = usePickerRangePositionContext();
  const [start, end] = value;

  return (
    <Box className={props.className} sx={{display: 'flex', gap: 1, px: 2, pt: 2}}>
      {(['start', 'end'] as const).map((position) => {
        const date = position === 'start' ? start : end;
        return (
          <Button
            key={position}
            variant={rangePosition === position ? 'contained' : 'outlined'}
            onClick={() => setRangePosition(position)}
          >
            {position === 'start' ? 'Arrival' : 'Departure'}: {date ? date.format('MMM D') : '—'}
          </Button>
        );
      })}
    </Box>
  );
}

export default function CustomComponentsRangeToolbar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDateRangePicker
        defaultValue={[dayjs('2024-04-17'), dayjs('2024-04-21')]}
        slots={{toolbar: StayToolbar}}
        slotProps={{actionBar: {actions: []}}}
      />
    </LocalizationProvider>
  );
}
