import * as React from 'react';
import Stack from '@mui/material/Stack';
import {ThemeProvider, type Theme} from '@mui/material/styles';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DatePicker, DateTimePicker, LocalizationProvider} from '@mui/x-date-pickers';
import type {PickerComponents} from '@mui/x-date-pickers/themeAugmentation';

// Defaults for every DateField of the subtree, including the ones that date pickers render.
// PickerComponents lists the theme entries that the augmentation module adds for the pickers.
const fieldDefaults: PickerComponents<Theme> = {
  MuiDateField: {defaultProps: {clearable: true, formatDensity: 'spacious'}},
};
const withFieldDefaults = (outer: Theme): Theme => ({
  ...outer,
  components: {...outer.components, ...fieldDefaults},
});

export default function CustomFieldThemeDefaults() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <ThemeProvider theme={withFieldDefaults}>
        <Stack direction={{xs: 'column', sm: 'row'}} spacing={2} sx={{alignItems: 'flex-start'}}>
          <DatePicker label="Invoice date" defaultValue={dayjs('2024-04-17')} />
          <DatePicker label="Due date" defaultValue={dayjs('2024-05-17')} />
          {/* A DateTimeField reads MuiDateTimeField, so the defaults above do not apply here. */}
          <DateTimePicker label="Reminder" defaultValue={dayjs('2024-05-10T09:00')} />
        </Stack>
      </ThemeProvider>
    </LocalizationProvider>
  );
}
