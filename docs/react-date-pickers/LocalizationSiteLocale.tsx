import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';
import 'dayjs/locale/zh-cn';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateTimePicker, LocalizationProvider, StaticDatePicker} from '@mui/x-date-pickers';
import {enUS, ptBR, zhCN} from '@mui/x-date-pickers/locales';

// Each language pairs the Day.js locale (formats, month names) with the component texts.
const languages = {
  en: {label: 'English', adapterLocale: 'en', texts: enUS},
  zh: {label: '中文', adapterLocale: 'zh-cn', texts: zhCN},
  pt: {label: 'Português', adapterLocale: 'pt-br', texts: ptBR},
};
type Language = keyof typeof languages;

function languageOfSite(locale: string): Language {
  if (locale.startsWith('zh')) return 'zh';
  if (locale.startsWith('pt')) return 'pt';
  return 'en';
}

export default function LocalizationSiteLocale() {
  const {i18n} = useDocusaurusContext();
  // Follows the language of this site by default.
  const [language, setLanguage] = React.useState<Language>(() => languageOfSite(i18n.currentLocale));
  const {adapterLocale, texts} = languages[language];

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={language}
        onChange={(_event, next: Language | null) => next && setLanguage(next)}
        aria-label="Language of the pickers"
      >
        {(Object.keys(languages) as Language[]).map((key) => (
          <ToggleButton key={key} value={key} lang={languages[key].adapterLocale}>
            {languages[key].label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <LocalizationProvider
        dateAdapter={AdapterDayjs}
        adapterLocale={adapterLocale}
        localeText={texts.components.MuiLocalizationProvider.defaultProps.localeText}
      >
        <Stack direction={{xs: 'column', md: 'row'}} spacing={3} sx={{alignItems: 'flex-start'}}>
          <DateTimePicker label="Meeting" defaultValue={dayjs('2024-04-17T15:30')} sx={{minWidth: 260}} />
          <StaticDatePicker defaultValue={dayjs('2024-04-17')} />
        </Stack>
      </LocalizationProvider>
    </Stack>
  );
}
