import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateCalendar, LocalizationProvider, PickerDay2} from '@mui/x-date-pickers';

const payday = dayjs('2024-04-26');

export default function ExperimentationPickerDay2() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', md: 'row'}} spacing={2}>
        <Stack>
          <Typography variant="subtitle2">PickerDay2, default size</Typography>
          <DateCalendar defaultValue={payday} slots={{day: PickerDay2}} />
        </Stack>
        <Stack>
          <Typography variant="subtitle2">PickerDay2 resized with its CSS variables</Typography>
          {/* 32px + 2 × 4px keeps the 40px column of the weekday headers. */}
          <DateCalendar
            defaultValue={payday}
            slots={{day: PickerDay2}}
            slotProps={{
              day: {
                sx: {'--PickerDay-size': '32px', '--PickerDay-horizontalMargin': '4px', borderRadius: '8px'},
              },
            }}
          />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
