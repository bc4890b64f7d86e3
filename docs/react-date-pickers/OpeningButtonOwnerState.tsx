import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DatePicker, LocalizationProvider, type FieldOwnerState} from '@mui/x-date-pickers';

// The props of the button depend on the state of the picker: a required date that is still empty
// gets a warning color and a more explicit label.
const openPickerButtonProps = (ownerState: FieldOwnerState) => {
  const missing = ownerState.isPickerValueEmpty && ownerState.isFieldRequired;
  return {
    color: missing ? ('warning' as const) : ('primary' as const),
    title: missing ? 'Choose a date (required)' : 'Change the date',
  };
};

export default function OpeningButtonOwnerState() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2}>
        <DatePicker
          label="Passport expiry"
          slotProps={{textField: {required: true}, openPickerButton: openPickerButtonProps}}
        />
        <DatePicker
          label="Visa expiry"
          defaultValue={dayjs('2024-04-17')}
          slotProps={{textField: {required: true}, openPickerButton: openPickerButtonProps}}
        />
      </Stack>
    </LocalizationProvider>
  );
}
