import * as React from 'react';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import {useForkRef} from '@mui/material/utils';
import dayjs, {type Dayjs} from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {
  DateTimePicker,
  LocalizationProvider,
  usePickersContext,
  type DateTimePickerFieldProps,
} from '@mui/x-date-pickers';

// The value is part of a sentence; the link opens the picker to change it.
const SentenceField = React.forwardRef(function SentenceField(
  props: DateTimePickerFieldProps<Dayjs>,
  ref: React.Ref<HTMLSpanElement>,
) {
  const {value, InputProps, disabled} = props;
  const {onOpen} = usePickersContext();
  const handleRef = useForkRef(ref, InputProps?.ref as React.Ref<HTMLSpanElement> | undefined);

  return (
    <Typography ref={handleRef} component="span">
      The webinar starts on{' '}
      <strong>{value ? value.format('dddd, MMMM D [at] h:mm A') : 'a date to be announced'}</strong>.{' '}
      <Link component="button" type="button" disabled={disabled} onClick={onOpen} sx={{verticalAlign: 'baseline'}}>
        Change
      </Link>
    </Typography>
  );
});

export default function CustomFieldDateTimeLink() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimePicker defaultValue={dayjs('2024-04-17T15:00')} slots={{field: SentenceField}} />
    </LocalizationProvider>
  );
}
