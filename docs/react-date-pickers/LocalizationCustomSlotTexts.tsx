import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {
  LocalizationProvider,
  StaticDatePicker,
  usePickerActionsContext,
  usePickerTranslations,
  type PickersActionBarProps,
} from '@mui/x-date-pickers';
import {ptBR} from '@mui/x-date-pickers/locales';

// A custom action bar that reads the translated labels of the current picker.
function TranslatedActionBar(props: PickersActionBarProps) {
  const translations = usePickerTranslations();
  const {clearValue, setValueToToday} = usePickerActionsContext();
  return (
    <Stack direction="row" spacing={1} className={props.className} sx={{justifyContent: 'flex-end', p: 1}}>
      <Button onClick={clearValue}>{translations.clearButtonLabel}</Button>
      <Button variant="contained" onClick={setValueToToday}>
        {translations.todayButtonLabel}
      </Button>
    </Stack>
  );
}

export default function LocalizationCustomSlotTexts() {
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale="pt-br"
      localeText={ptBR.components.MuiLocalizationProvider.defaultProps.localeText}
    >
      <StaticDatePicker defaultValue={dayjs('2024-04-17')} slots={{actionBar: TranslatedActionBar}} />
    </LocalizationProvider>
  );
}
