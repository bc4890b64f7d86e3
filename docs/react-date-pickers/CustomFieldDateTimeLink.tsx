import * as React from 'react';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {
  DateTimePicker,
  LocalizationProvider,
  usePickerContext,
  type DateTimePickerFieldProps,
} from '@mui/x-date-pickers';

// The value is part of a sentence; the link opens the picker to change it.
function SentenceField(props: DateTimePickerFieldProps) {
  const {value, setOpen, triggerRef, triggerStatus} = usePickerContext();

  return (
    <Typography ref={triggerRef} id={props.id} component="span">
      The webinar starts on{' '}
      <strong>{value ? value.format('dddd, MMMM D [at] h:mm A') : 'a date to be announced'}</strong>.{' '}
      <Link
        component="button"
        type="button"
        disabled={triggerStatus === 'disabled'}
        onClick={() => setOpen(true)}
        sx={{verticalAlign: 'baseline'}}
      >
        Change
      </Link>
    </Typography>
  );
}

export default function CustomFieldDateTimeLink() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimePicker defaultValue={dayjs('2024-04-17T15:00')} slots={{field: SentenceField}} />
    </LocalizationProvider>
  );
}
