import * as React from 'react';
import Chip from '@mui/material/Chip';
import {useForkRef} from '@mui/material/utils';
import AlarmIcon from '@mui/icons-material/Alarm';
import dayjs, {type Dayjs} from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {LocalizationProvider, TimePicker, usePickersContext, type TimePickerFieldProps} from '@mui/x-date-pickers';

const ReminderChip = React.forwardRef(function ReminderChip(
  props: TimePickerFieldProps<Dayjs>,
  ref: React.Ref<HTMLDivElement>,
) {
  const {value, onChange, disabled, InputProps, id} = props;
  const {onOpen} = usePickersContext();
  const handleRef = useForkRef(ref, InputProps?.ref);

  return (
    <Chip
      ref={handleRef}
      id={id}
      icon={<AlarmIcon />}
      disabled={disabled}
      color={value ? 'primary' : 'default'}
      variant={value ? 'filled' : 'outlined'}
      label={value ? `Remind me at ${value.format('h:mm A')}` : 'Add a reminder'}
      onClick={onOpen}
      // The field owns the value too: deleting the chip clears it without opening the picker.
      onDelete={value ? () => onChange?.(null, {validationError: null}) : undefined}
    />
  );
});

export default function CustomFieldChipTime() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimePicker defaultValue={dayjs('2024-04-17T16:30')} slots={{field: ReminderChip}} />
    </LocalizationProvider>
  );
}
