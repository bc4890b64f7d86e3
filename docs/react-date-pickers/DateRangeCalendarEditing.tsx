import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {DateRangeCalendar, LocalizationProvider} from '@mui/x-date-pickers-pro';

export default function DateRangeCalendarEditing() {
  const [dragEnabled, setDragEnabled] = React.useState(true);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack>
        <FormControlLabel
          control={<Switch checked={dragEnabled} onChange={(event) => setDragEnabled(event.target.checked)} />}
          label="Drag the start or end of the range"
        />
        <DateRangeCalendar
          calendars={1}
          defaultValue={[dayjs('2024-04-08'), dayjs('2024-04-12')]}
          disableDragEditing={!dragEnabled}
        />
      </Stack>
    </LocalizationProvider>
  );
}
