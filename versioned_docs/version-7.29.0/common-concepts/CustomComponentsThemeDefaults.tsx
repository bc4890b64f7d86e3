import * as React from 'react';
import Stack from '@mui/material/Stack';
import {ThemeProvider, type Theme} from '@mui/material/styles';
import EventIcon from '@mui/icons-material/Event';
import EditCalendarIcon from '@mui/icons-material/EditCalendar';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {DatePicker} from '@mui/x-date-pickers/DatePicker';
import type {} from '@mui/x-date-pickers/themeAugmentation';

// Slots and slot props as theme defaults: every DatePicker of the subtree gets them.
const withPickerDefaults = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    MuiDatePicker: {
      defaultProps: {
        slots: {openPickerIcon: EventIcon},
        slotProps: {textField: {size: 'small'}, actionBar: {actions: ['today', 'accept']}},
      },
    },
  },
});

export default function CustomComponentsThemeDefaults() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <ThemeProvider theme={withPickerDefaults}>
        <Stack direction={{xs: 'column', sm: 'row'}} spacing={2} sx={{pt: 1}}>
          <DatePicker label="Check-in" defaultValue={dayjs('2024-04-17')} />
          {/* An instance replaces one slot; the theme's other slots and slot props still apply. */}
          <DatePicker label="Check-out" defaultValue={dayjs('2024-04-21')} slots={{openPickerIcon: EditCalendarIcon}} />
        </Stack>
      </ThemeProvider>
    </LocalizationProvider>
  );
}
