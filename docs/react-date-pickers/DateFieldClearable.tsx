import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateField, LocalizationProvider} from '@mui/x-date-pickers';

export default function DateFieldClearable() {
  const [clearCount, setClearCount] = React.useState(0);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{maxWidth: 320}}>
        <DateField
          label="Follow-up"
          defaultValue={dayjs('2024-04-17')}
          clearable
          onClear={() => setClearCount((count) => count + 1)}
          helperText="Hover the field to reveal the clear button"
        />
        <Typography variant="body2">Cleared {clearCount} times</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
