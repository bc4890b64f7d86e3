import * as React from 'react';
import Button from '@mui/material/Button';
import {useForkRef} from '@mui/material/utils';
import dayjs, {type Dayjs} from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DatePicker, LocalizationProvider, usePickerContext, type DatePickerFieldProps} from '@mui/x-date-pickers';

function ButtonField(props: DatePickerFieldProps) {
  // Value, label, open state and the root props all come from the picker context.
  const pickerContext = usePickerContext();
  // triggerRef anchors the popover to the button; rootRef is the ref passed to the picker.
  const handleRef = useForkRef(pickerContext.triggerRef, pickerContext.rootRef);
  const {value, label} = pickerContext;
  const text = value?.isValid() ? value.format('MMM D, YYYY') : 'Pick a date';

  return (
    <Button
      id={props.id}
      ref={handleRef}
      variant="outlined"
      className={pickerContext.rootClassName}
      disabled={pickerContext.triggerStatus === 'disabled'}
      onClick={() => pickerContext.setOpen((prev) => !prev)}
    >
      {label ? `${label}: ${text}` : text}
    </Button>
  );
}

export default function CustomFieldButton() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-04-17'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker label="Travel date" value={value} onChange={setValue} slots={{field: ButtonField}} />
    </LocalizationProvider>
  );
}
