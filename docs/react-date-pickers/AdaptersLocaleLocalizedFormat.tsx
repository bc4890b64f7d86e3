import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import dayjs from 'dayjs';
import 'dayjs/locale/en-gb';
import 'dayjs/locale/ja';
import 'dayjs/locale/nl';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateField, DateTimeField, LocalizationProvider} from '@mui/x-date-pickers';

const locales = ['en', 'en-gb', 'nl', 'ja'];
const checkIn = dayjs('2024-04-17T15:00');

export default function AdaptersLocaleLocalizedFormat() {
  const [locale, setLocale] = React.useState('en-gb');

  return (
    <Stack spacing={2} sx={{maxWidth: 420}}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={locale}
        onChange={(_event, next: string | null) => next && setLocale(next)}
      >
        {locales.map((code) => (
          <ToggleButton key={code} value={code}>
            {code}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={locale}>
        {/* L, LL and LT are expanded with the formats of the active locale. */}
        <DateField label='format="L"' format="L" defaultValue={checkIn} />
        <DateField label='format="LL"' format="LL" defaultValue={checkIn} />
        <DateTimeField label='format="L LT"' format="L LT" defaultValue={checkIn} />
        <DateField label='fixed format="DD/MM/YYYY"' format="DD/MM/YYYY" defaultValue={checkIn} />
      </LocalizationProvider>
    </Stack>
  );
}
