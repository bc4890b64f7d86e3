import * as React from 'react';
import Stack from '@mui/material/Stack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {
  DateRangePicker,
  LocalizationProvider,
  MultiInputDateRangeField,
  type MultiInputDateRangeFieldProps,
} from '@mui/x-date-pickers-pro';

// Replaces the text between the two inputs with an icon, through the field's own separator slot.
function ArrowSeparator() {
  return <ArrowForwardIcon color="action" sx={{alignSelf: 'center'}} />;
}

function ArrowRangeField(props: MultiInputDateRangeFieldProps<true>) {
  return <MultiInputDateRangeField {...props} slots={{...props.slots, separator: ArrowSeparator}} />;
}
// The picker passes the props of a multi-input field to components marked this way.
ArrowRangeField.fieldType = 'multi-input' as const;

export default function CustomFieldRangeSeparator() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3}>
        <DateRangePicker
          defaultValue={[dayjs('2024-04-17'), dayjs('2024-04-24')]}
          slots={{field: MultiInputDateRangeField}}
          // A text separator is a prop of the field.
          slotProps={{field: {dateSeparator: 'to'}}}
        />
        <DateRangePicker defaultValue={[dayjs('2024-04-17'), dayjs('2024-04-24')]} slots={{field: ArrowRangeField}} />
      </Stack>
    </LocalizationProvider>
  );
}
