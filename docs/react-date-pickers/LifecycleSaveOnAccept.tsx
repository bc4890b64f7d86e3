import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, {type Dayjs} from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DatePicker, LocalizationProvider} from '@mui/x-date-pickers';

// Fake API: pretends to store the date on a server.
function saveDate(date: Dayjs | null): Promise<string> {
  return new Promise((resolve) =>
    setTimeout(() => resolve(date?.isValid() ? date.format('YYYY-MM-DD') : 'no date'), 700),
  );
}

export default function LifecycleSaveOnAccept() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-04-17'));
  const [status, setStatus] = React.useState('Saved: 2024-04-17');

  const handleAccept = async (newValue: Dayjs | null) => {
    setStatus('Saving…');
    const saved = await saveDate(newValue);
    setStatus(`Saved: ${saved}`);
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{maxWidth: 320}}>
        <DatePicker label="Publication date" value={value} onChange={setValue} onAccept={handleAccept} />
        <Typography variant="body2">{status}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
