import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateCalendar, LocalizationProvider, type DateView} from '@mui/x-date-pickers';

export default function BaseConceptsControlledView() {
  const [view, setView] = React.useState<DateView>('day');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{alignItems: 'center', width: 'fit-content'}}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={view}
          onChange={(_event, next: DateView | null) => next && setView(next)}
        >
          <ToggleButton value="year">Year</ToggleButton>
          <ToggleButton value="month">Month</ToggleButton>
          <ToggleButton value="day">Day</ToggleButton>
        </ToggleButtonGroup>
        {/* The calendar also calls onViewChange itself, for example after a year is picked. */}
        <DateCalendar
          views={['year', 'month', 'day']}
          view={view}
          onViewChange={setView}
          defaultValue={dayjs('2024-04-17')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
