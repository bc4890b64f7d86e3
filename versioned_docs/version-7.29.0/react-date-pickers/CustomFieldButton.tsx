import * as React from 'react';
import Button from '@mui/material/Button';
import {useForkRef} from '@mui/material/utils';
import dayjs, {type Dayjs} from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DatePicker, LocalizationProvider, usePickersContext, type DatePickerFieldProps} from '@mui/x-date-pickers';

const ButtonField = React.forwardRef(function ButtonField(
  props: DatePickerFieldProps<Dayjs>,
  ref: React.Ref<HTMLButtonElement>,
) {
  const {label, value, disabled, InputProps, id} = props;
  const {onOpen} = usePickersContext();
  const handleRef = useForkRef(ref, InputProps?.ref);

  return (
    <Button ref={handleRef} id={id} variant="outlined" disabled={disabled} onClick={onOpen}>
      {value ? `${label}: ${value.format('MMM D, YYYY')}` : (label ?? 'Pick a date')}
    </Button>
  );
});

export default function CustomFieldButton() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-04-17'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker label="Travel date" value={value} onChange={setValue} slots={{field: ButtonField}} />
    </LocalizationProvider>
  );
}
