import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs, {type Dayjs} from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {LocalizationProvider, TimeField, type TimeValidationError} from '@mui/x-date-pickers';

const day = dayjs('2024-04-17');
// Minutes 50 to 59 of every hour are reserved for cleaning the room.
const isCleaning = (value: Dayjs, view: string) => view === 'minutes' && value.minute() >= 50;

export default function TimeFieldValidation() {
  const [error, setError] = React.useState<TimeValidationError>(null);
  const [stepError, setStepError] = React.useState<TimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2}>
        <TimeField
          label="Room booking"
          defaultValue={day.hour(10).minute(55)}
          minTime={day.hour(8)}
          maxTime={day.hour(20)}
          shouldDisableTime={isCleaning}
          onError={setError}
          helperText={error ? `Error: ${error}` : 'Between 8 AM and 8 PM'}
        />
        <TimeField
          label="Quarter hours"
          defaultValue={day.hour(9).minute(15)}
          minutesStep={15}
          onError={setStepError}
          helperText={stepError ? `Error: ${stepError}` : 'Arrow keys jump by 15 minutes'}
        />
      </Stack>
    </LocalizationProvider>
  );
}
