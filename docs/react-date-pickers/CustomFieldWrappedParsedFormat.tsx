import * as React from 'react';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {
  DateField,
  DatePicker,
  LocalizationProvider,
  useParsedFormat,
  type DatePickerFieldProps,
} from '@mui/x-date-pickers';

// Wraps the default field and only adds a hint built from the picker's format.
function DateFieldWithFormatHint(props: DatePickerFieldProps) {
  // Without arguments, the hook reads the format from the picker.
  const expectedFormat = useParsedFormat();
  return <DateField {...props} helperText={`Expected format: ${expectedFormat}`} />;
}

export default function CustomFieldWrappedParsedFormat() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Passport expiry"
        format="DD/MM/YYYY"
        defaultValue={dayjs('2024-04-17')}
        slots={{field: DateFieldWithFormatHint}}
      />
    </LocalizationProvider>
  );
}
