import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {
  DatePicker,
  DateTimePicker,
  LocalizationProvider,
  TimePicker,
  type PickersActionBarAction,
} from '@mui/x-date-pickers';

// The slot names are the same across picker families, so one object can configure them all.
const actions: PickersActionBarAction[] = ['clear', 'accept'];
const compactSlotProps = {
  textField: {size: 'small' as const, fullWidth: true},
  openPickerButton: {color: 'primary' as const},
  actionBar: {actions},
};

export default function BaseConceptsSharedSlots() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{maxWidth: 300}}>
        <DatePicker label="Date" defaultValue={dayjs('2024-04-17')} slotProps={compactSlotProps} />
        <TimePicker label="Time" defaultValue={dayjs('2024-04-17T09:30')} slotProps={compactSlotProps} />
        <DateTimePicker label="Date and time" defaultValue={dayjs('2024-04-17T09:30')} slotProps={compactSlotProps} />
      </Stack>
    </LocalizationProvider>
  );
}
