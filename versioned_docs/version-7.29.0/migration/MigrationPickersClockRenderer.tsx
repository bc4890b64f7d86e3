import * as React from 'react';
import dayjs, {type Dayjs} from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {TimePicker} from '@mui/x-date-pickers/TimePicker';
import {renderTimeViewClock} from '@mui/x-date-pickers/timeViewRenderers';

export default function MigrationPickersClockRenderer() {
  const [meeting, setMeeting] = React.useState<Dayjs | null>(dayjs('2024-04-17T14:30'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* v6+ desktop pickers render a list of times; the renderers restore the v5 analog clock. */}
      <TimePicker
        label="Meeting time"
        value={meeting}
        onChange={setMeeting}
        viewRenderers={{hours: renderTimeViewClock, minutes: renderTimeViewClock}}
        sx={{maxWidth: 260}}
      />
    </LocalizationProvider>
  );
}
