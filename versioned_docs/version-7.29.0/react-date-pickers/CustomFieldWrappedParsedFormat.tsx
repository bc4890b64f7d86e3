import * as React from 'react';
import dayjs, {type Dayjs} from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {
  DateField,
  DatePicker,
  LocalizationProvider,
  useParsedFormat,
  type DatePickerFieldProps,
} from '@mui/x-date-pickers';

// Wraps the default field and only adds a hint built from the format the picker passes.
const DateFieldWithFormatHint = React.forwardRef(function DateFieldWithFormatHint(
  props: DatePickerFieldProps<Dayjs>,
  ref: React.Ref<HTMLDivElement>,
) {
  const expectedFormat = useParsedFormat({
    format: props.format,
    formatDensity: props.formatDensity,
    shouldRespectLeadingZeros: props.shouldRespectLeadingZeros,
  });

  return <DateField {...props} ref={ref} helperText={`Expected format: ${expectedFormat}`} />;
});

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
