import * as React from 'react';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {
  DateRangePicker,
  LocalizationProvider,
  MultiInputDateRangeField,
  type MultiInputDateRangeFieldProps,
} from '@mui/x-date-pickers-pro';

// The root of the multi-input field is a Stack: stack the inputs for a narrow sidebar form.
function StackedRangeField(props: MultiInputDateRangeFieldProps<true>) {
  return (
    <MultiInputDateRangeField
      {...props}
      slotProps={{
        ...props.slotProps,
        root: {direction: 'column', spacing: 2, sx: {maxWidth: 260}},
        separator: {sx: {display: 'none'}},
      }}
    />
  );
}
StackedRangeField.fieldType = 'multi-input' as const;

export default function CustomFieldRangeRoot() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        defaultValue={[dayjs('2024-04-17'), dayjs('2024-05-17')]}
        localeText={{start: 'Contract start', end: 'Contract end'}}
        slots={{field: StackedRangeField}}
      />
    </LocalizationProvider>
  );
}
