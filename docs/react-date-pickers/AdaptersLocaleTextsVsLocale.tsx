import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import 'dayjs/locale/de';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {LocalizationProvider, StaticDatePicker} from '@mui/x-date-pickers';
import {deDE} from '@mui/x-date-pickers/locales';

const germanTexts = deDE.components.MuiLocalizationProvider.defaultProps.localeText;
const delivery = dayjs('2024-04-17');

export default function AdaptersLocaleTextsVsLocale() {
  return (
    <Stack direction={{xs: 'column', md: 'row'}} spacing={2}>
      <Stack>
        <Typography variant="subtitle2">adapterLocale=&quot;de&quot; only</Typography>
        {/* German month and weekday names, Monday first, English buttons and titles. */}
        <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="de">
          <StaticDatePicker defaultValue={delivery} />
        </LocalizationProvider>
      </Stack>
      <Stack>
        <Typography variant="subtitle2">adapterLocale=&quot;de&quot; and localeText from deDE</Typography>
        <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="de" localeText={germanTexts}>
          <StaticDatePicker defaultValue={delivery} />
        </LocalizationProvider>
      </Stack>
    </Stack>
  );
}
