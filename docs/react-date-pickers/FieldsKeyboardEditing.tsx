import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, {type Dayjs} from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateTimeField, LocalizationProvider, type DateTimeValidationError} from '@mui/x-date-pickers';

interface Change {
  id: number;
  text: string;
}

function describe(value: Dayjs | null, error: DateTimeValidationError) {
  if (value === null) {
    return 'null (empty field)';
  }
  const shown = value.isValid() ? value.format('YYYY-MM-DD HH:mm') : 'Invalid Date';
  return error ? `${shown}, validationError: ${error}` : shown;
}

export default function FieldsKeyboardEditing() {
  const [changes, setChanges] = React.useState<Change[]>([]);
  const nextId = React.useRef(0);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={3} sx={{alignItems: 'flex-start'}}>
        <DateTimeField
          label="Ferry departure"
          defaultValue={dayjs('2024-04-17T09:30')}
          // Arrow keys on the minutes move by 15, and other minutes are reported as errors.
          minutesStep={15}
          onChange={(value, context) => {
            nextId.current += 1;
            const change = {id: nextId.current, text: describe(value, context.validationError)};
            setChanges((previous) => [change, ...previous].slice(0, 6));
          }}
          sx={{minWidth: 260}}
        />
        <Stack spacing={0.5}>
          <Typography variant="subtitle2">onChange calls, newest first</Typography>
          {changes.length === 0 && (
            <Typography variant="body2" color="text.secondary">
              Focus the field and press Arrow Up, Page Down, Home, Backspace or Ctrl+A then Delete.
            </Typography>
          )}
          {changes.map((change) => (
            <Typography key={change.id} variant="body2" sx={{fontFamily: 'monospace'}}>
              {change.text}
            </Typography>
          ))}
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
