import * as React from 'react';
import Stack from '@mui/material/Stack';
import {ThemeProvider, type Theme} from '@mui/material/styles';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {DatePicker} from '@mui/x-date-pickers/DatePicker';
import type {PickerComponents} from '@mui/x-date-pickers/themeAugmentation';

// Slots and slot props shared by every DatePicker below the provider.
const datePickerDefaults: PickerComponents<Theme> = {
  MuiDatePicker: {
    defaultProps: {
      slots: {openPickerIcon: EventAvailableIcon},
      slotProps: {
        textField: {size: 'small', helperText: 'MM/DD/YYYY'},
        actionBar: {actions: ['today', 'accept']},
      },
    },
  },
};

// Keep the page theme (colors, dark mode) and add the defaults to it.
const withDatePickerDefaults = (outer: Theme): Theme => ({
  ...outer,
  components: {...outer.components, ...datePickerDefaults},
});

export default function SlotsThemeDefaults() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <ThemeProvider theme={withDatePickerDefaults}>
        <Stack direction={{xs: 'column', sm: 'row'}} spacing={2}>
          <DatePicker label="Order date" defaultValue={dayjs('2024-04-17')} />
          <DatePicker label="Shipping date" defaultValue={dayjs('2024-04-19')} />
          {/* Instance slotProps are merged key by key: the size stays small, only the helper text changes. */}
          <DatePicker
            label="Return deadline"
            defaultValue={dayjs('2024-05-17')}
            slotProps={{textField: {helperText: '30 days after delivery'}}}
          />
        </Stack>
      </ThemeProvider>
    </LocalizationProvider>
  );
}
