import * as React from 'react';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import dayjs, {type Dayjs} from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {LocalizationProvider, TimeClock, type TimeView} from '@mui/x-date-pickers';

export default function TimeClockControlledView() {
  const [view, setView] = React.useState<TimeView>('minutes');
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-04-17T06:45'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack sx={{width: 320}}>
        <Tabs value={view} onChange={(_event, next: TimeView) => setView(next)} variant="fullWidth">
          <Tab value="hours" label={`Hours ${value?.format('hh') ?? '--'}`} />
          <Tab value="minutes" label={`Minutes ${value?.format('mm') ?? '--'}`} />
        </Tabs>
        {/* After an hour is chosen, the clock asks to move on through onViewChange. */}
        <TimeClock view={view} onViewChange={setView} value={value} onChange={setValue} />
      </Stack>
    </LocalizationProvider>
  );
}
