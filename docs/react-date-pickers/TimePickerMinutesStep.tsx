import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {LocalizationProvider, TimePicker, type TimeValidationError} from '@mui/x-date-pickers';

// 10:10 was typed in the field: it is not one of the options of the list.
const typed = dayjs('2024-04-17T10:10');

export default function TimePickerMinutesStep() {
  const [stepsOnlyError, setStepsOnlyError] = React.useState<TimeValidationError>(null);
  const [withRuleError, setWithRuleError] = React.useState<TimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2}>
        <TimePicker
          label="timeSteps only"
          defaultValue={typed}
          timeSteps={{minutes: 15}}
          onError={setStepsOnlyError}
          slotProps={{textField: {helperText: stepsOnlyError ?? 'Accepted'}}}
        />
        <TimePicker
          label="timeSteps and minutesStep"
          defaultValue={typed}
          timeSteps={{minutes: 15}}
          minutesStep={15}
          onError={setWithRuleError}
          slotProps={{textField: {helperText: withRuleError ?? 'Accepted'}}}
        />
      </Stack>
    </LocalizationProvider>
  );
}
