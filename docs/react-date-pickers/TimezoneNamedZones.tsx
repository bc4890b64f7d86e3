import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import dayjs, {type Dayjs} from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateTimeField, LocalizationProvider} from '@mui/x-date-pickers';

dayjs.extend(utc);
dayjs.extend(timezone);

const zones = ['UTC', 'America/Los_Angeles', 'America/New_York', 'Europe/Paris', 'Asia/Kolkata', 'Asia/Tokyo'];

export default function TimezoneNamedZones() {
  const [zone, setZone] = React.useState('Europe/Paris');
  const [value, setValue] = React.useState<Dayjs | null>(dayjs.utc('2024-04-17T16:00:00Z'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{maxWidth: 360}}>
        <TextField select label="Displayed time zone" value={zone} onChange={(event) => setZone(event.target.value)}>
          {zones.map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </TextField>
        <DateTimeField label={`Launch (${zone})`} timezone={zone} value={value} onChange={setValue} ampm={false} />
        <Typography variant="body2">
          Same instant in UTC: {value?.isValid() ? value.utc().format('YYYY-MM-DD HH:mm [UTC]') : '-'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
