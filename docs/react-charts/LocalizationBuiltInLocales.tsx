import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {ChartsLocalizationProvider} from '@mui/x-charts/ChartsLocalizationProvider';
import {LineChart} from '@mui/x-charts/LineChart';
import {PieChart} from '@mui/x-charts/PieChart';
import {enUSLocaleText, frFRLocalText, ptBRLocaleText, svSELocaleText} from '@mui/x-charts/locales';

const LOCALES = {
  'en-US': enUSLocaleText,
  'fr-FR': frFRLocalText,
  'pt-BR': ptBRLocaleText,
  'sv-SE': svSELocaleText,
};

type LocaleName = keyof typeof LOCALES;

export default function LocalizationBuiltInLocales() {
  const [locale, setLocale] = React.useState<LocaleName>('fr-FR');

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={locale}
        onChange={(_, value: LocaleName | null) => value && setLocale(value)}
        aria-label="Locale of the charts"
      >
        {Object.keys(LOCALES).map((name) => (
          <ToggleButton key={name} value={name}>
            {name}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {/* Every chart inside the provider uses the same translations. */}
      <ChartsLocalizationProvider localeText={LOCALES[locale]}>
        <Stack direction={{xs: 'column', sm: 'row'}} spacing={2}>
          <LineChart height={220} loading series={[]} xAxis={[{data: []}]} />
          <PieChart height={220} series={[{data: []}]} />
        </Stack>
      </ChartsLocalizationProvider>
    </Stack>
  );
}
