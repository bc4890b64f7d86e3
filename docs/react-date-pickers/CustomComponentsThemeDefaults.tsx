import * as React from 'react';
import Stack from '@mui/material/Stack';
import {ThemeProvider, type Theme} from '@mui/material/styles';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DatePicker, LocalizationProvider} from '@mui/x-date-pickers';
import type {PickerComponents} from '@mui/x-date-pickers/themeAugmentation';

// Every date picker of the subtree: year, month and day views opened on the month, and square days.
const pickerDefaults: PickerComponents<Theme> = {
  MuiDatePicker: {defaultProps: {views: ['year', 'month', 'day'], openTo: 'month', format: 'MMM D, YYYY'}},
  MuiPickersDay: {styleOverrides: {root: {borderRadius: 6}}},
};
const withPickerDefaults = (outer: Theme): Theme => ({
  ...outer,
  components: {...outer.components, ...pickerDefaults},
});

export default function CustomComponentsThemeDefaults() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <ThemeProvider theme={withPickerDefaults}>
        <Stack direction={{xs: 'column', sm: 'row'}} spacing={2}>
          <DatePicker label="Start of contract" defaultValue={dayjs('2024-04-01')} />
          <DatePicker label="End of contract" defaultValue={dayjs('2025-03-31')} />
        </Stack>
      </ThemeProvider>
    </LocalizationProvider>
  );
}
