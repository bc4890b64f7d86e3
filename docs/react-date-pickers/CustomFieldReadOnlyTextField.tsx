import * as React from 'react';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {
  DatePicker,
  LocalizationProvider,
  PickersTextField,
  usePickerContext,
  type PickersTextFieldProps,
} from '@mui/x-date-pickers';

// A text field that opens the picker when clicked anywhere, instead of placing the caret in a section.
function ClickToOpenTextField(props: PickersTextFieldProps) {
  const {open, setOpen} = usePickerContext();

  const handleClick = (event: React.MouseEvent<HTMLDivElement>) => {
    props.onClick?.(event);
    // The open button toggles the picker itself: its click must not reopen it while it closes.
    if (!open) {
      setOpen(true);
    }
  };

  return <PickersTextField {...props} onClick={handleClick} />;
}

export default function CustomFieldReadOnlyTextField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Move-in date"
        defaultValue={dayjs('2024-04-17')}
        slots={{textField: ClickToOpenTextField}}
        slotProps={{field: {readOnly: true}, textField: {helperText: 'Click the field to choose a date'}}}
      />
    </LocalizationProvider>
  );
}
