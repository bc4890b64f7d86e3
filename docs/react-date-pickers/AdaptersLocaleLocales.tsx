import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {de, enUS, fr} from 'date-fns/locale';
import dayjs from 'dayjs';
import 'dayjs/locale/de';
import 'dayjs/locale/fr';
import {DateTime} from 'luxon';
import {AdapterDateFns} from '@mui/x-date-pickers/AdapterDateFns';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {AdapterLuxon} from '@mui/x-date-pickers/AdapterLuxon';
import {DateField, DatePicker, LocalizationProvider} from '@mui/x-date-pickers';

const dateFnsLocales = {'en-US': enUS, fr, de};
type Locale = keyof typeof dateFnsLocales;
const shortCode: Record<Locale, string> = {'en-US': 'en', fr: 'fr', de: 'de'};

export default function AdaptersLocaleLocales() {
  const [locale, setLocale] = React.useState<Locale>('fr');
  const code = shortCode[locale];

  return (
    <Stack spacing={2} sx={{maxWidth: 420}}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={locale}
        onChange={(_event, next: Locale | null) => next && setLocale(next)}
      >
        <ToggleButton value="en-US">en-US</ToggleButton>
        <ToggleButton value="fr">fr</ToggleButton>
        <ToggleButton value="de">de</ToggleButton>
      </ToggleButtonGroup>
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={code}>
        <DatePicker label="Day.js: a locale name" defaultValue={dayjs('2024-04-17')} />
      </LocalizationProvider>
      <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={dateFnsLocales[locale]}>
        <DatePicker label="date-fns: a locale object" defaultValue={new Date(2024, 3, 17)} />
      </LocalizationProvider>
      <LocalizationProvider dateAdapter={AdapterLuxon} adapterLocale={locale}>
        <DateField label="Luxon: a locale string" defaultValue={DateTime.fromISO('2024-04-17')} format="DDD" />
      </LocalizationProvider>
    </Stack>
  );
}
