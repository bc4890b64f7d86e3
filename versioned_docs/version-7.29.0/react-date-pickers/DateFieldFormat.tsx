import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateField, LocalizationProvider} from '@mui/x-date-pickers';

const departure = dayjs('2024-08-06');

export default function DateFieldFormat() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{maxWidth: 320}}>
        <DateField label="Departure" format="DD MMM YYYY" defaultValue={departure} />
        <DateField label="Spacious" formatDensity="spacious" defaultValue={departure} />
        <DateField label="No leading zeros" format="M/D/YYYY" shouldRespectLeadingZeros defaultValue={departure} />
        <DateField label="Literal text" format="D [of] MMMM YYYY" defaultValue={departure} />
        {/* `w` (week number) is not a supported token: it is shown as the letter "w", nothing throws. */}
        <DateField label="Unsupported token" format="MMM D YYYY, [week] w" defaultValue={departure} />
      </Stack>
    </LocalizationProvider>
  );
}
