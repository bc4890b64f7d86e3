import * as React from 'react';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {
  LocalizationProvider,
  StaticDatePicker,
  usePickerActionsContext,
  type PickersActionBarProps,
} from '@mui/x-date-pickers';

// A custom action bar: the actions come from a hook, so the component never re-renders on value changes.
function QuickActionBar(props: PickersActionBarProps) {
  const {setValue, clearValue, acceptValueChanges} = usePickerActionsContext();
  const nextMonday = dayjs('2024-04-17').day(8);

  return (
    <DialogActions className={props.className} sx={{justifyContent: 'space-between'}}>
      <Button onClick={clearValue}>No date</Button>
      {/* changeImportance 'set' changes the value without accepting it. */}
      <Button onClick={() => setValue(nextMonday, {changeImportance: 'set'})}>Next Monday</Button>
      <Button variant="contained" onClick={acceptValueChanges}>
        Save
      </Button>
    </DialogActions>
  );
}

export default function CustomComponentsActionsContext() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker defaultValue={dayjs('2024-04-17')} slots={{actionBar: QuickActionBar}} />
    </LocalizationProvider>
  );
}
