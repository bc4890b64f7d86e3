import * as React from 'react';
import Chip from '@mui/material/Chip';
import {useForkRef} from '@mui/material/utils';
import AlarmIcon from '@mui/icons-material/Alarm';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {LocalizationProvider, TimePicker, usePickerContext, type TimePickerFieldProps} from '@mui/x-date-pickers';

function ReminderChip(props: TimePickerFieldProps) {
  const {value, setValue, setOpen, triggerRef, rootRef, triggerStatus} = usePickerContext();
  const handleRef = useForkRef(triggerRef, rootRef);

  return (
    <Chip
      ref={handleRef}
      id={props.id}
      icon={<AlarmIcon />}
      disabled={triggerStatus === 'disabled'}
      color={value ? 'primary' : 'default'}
      variant={value ? 'filled' : 'outlined'}
      label={value ? `Remind me at ${value.format('h:mm A')}` : 'Add a reminder'}
      onClick={() => setOpen((prev) => !prev)}
      // The field can change the value too: deleting the chip clears it without opening the picker.
      onDelete={value ? () => setValue(null, {validationError: null}) : undefined}
    />
  );
}

export default function CustomFieldChipTime() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimePicker defaultValue={dayjs('2024-04-17T16:30')} slots={{field: ReminderChip}} />
    </LocalizationProvider>
  );
}
