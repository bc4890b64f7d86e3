import * as React from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {LocalizationProvider, StaticDatePicker, type PickersActionBarProps} from '@mui/x-date-pickers';

// Chips instead of buttons; each one triggers the same behavior as a default action.
function ChipActionBar(props: PickersActionBarProps) {
  const {onAccept, onClear, onCancel, onSetToday, className} = props;
  return (
    <Stack direction="row" spacing={1} className={className} sx={{p: 2, justifyContent: 'flex-end'}}>
      <Chip label="Clear" variant="outlined" onClick={onClear} />
      <Chip label="Today" variant="outlined" onClick={onSetToday} />
      <Chip label="Cancel" variant="outlined" onClick={onCancel} />
      <Chip label="Save" color="primary" onClick={onAccept} />
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
