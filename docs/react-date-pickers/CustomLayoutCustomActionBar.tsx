import * as React from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {
  LocalizationProvider,
  StaticDatePicker,
  usePickerActionsContext,
  type PickersActionBarProps,
} from '@mui/x-date-pickers';

// Chips instead of buttons; each one calls the same action as a default button.
function ChipActionBar(props: PickersActionBarProps) {
  // The actions come from the picker context; this hook never re-renders the component.
  const {acceptValueChanges, clearValue, cancelValueChanges, setValueToToday} = usePickerActionsContext();
  return (
    <Stack direction="row" spacing={1} className={props.className} sx={{p: 2, justifyContent: 'flex-end'}}>
      <Chip label="Clear" variant="outlined" onClick={clearValue} />
      <Chip label="Today" variant="outlined" onClick={setValueToToday} />
      <Chip label="Cancel" variant="outlined" onClick={cancelValueChanges} />
      <Chip label="Save" color="primary" onClick={acceptValueChanges} />
    </Stack>
  );
}

export default function CustomLayoutCustomActionBar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker defaultValue={dayjs('2024-04-17')} slots={{actionBar: ChipActionBar}} />
    </LocalizationProvider>
  );
}
