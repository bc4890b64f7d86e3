import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import dayjs, {type Dayjs} from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateCalendar, LocalizationProvider, type DateView} from '@mui/x-date-pickers';

const views: DateView[] = ['year', 'month', 'day'];

export default function DateCalendarControlledView() {
  const [view, setView] = React.useState<DateView>('month');
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-04-17'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{alignItems: 'flex-start'}}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={view}
          onChange={(_event, next: DateView | null) => next && setView(next)}
        >
          {views.map((item) => (
            <ToggleButton key={item} value={item}>
              {item}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {/* Selecting a year or a month moves to the next view through onViewChange. */}
        <DateCalendar views={views} view={view} onViewChange={setView} value={value} onChange={setValue} />
        <Typography variant="body2">Report date: {value?.format('MMMM D, YYYY') ?? 'none'}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
