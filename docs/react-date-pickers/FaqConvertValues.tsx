import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, {type Dayjs} from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DatePicker, LocalizationProvider} from '@mui/x-date-pickers';

// What the API sends and expects: ISO date strings.
const fromApi = {id: 42, dueDate: '2024-04-17'};

export default function FaqConvertValues() {
  // Convert the string once, when the data enters the component.
  const [value, setValue] = React.useState<Dayjs | null>(dayjs(fromApi.dueDate));
  const payload = {id: fromApi.id, dueDate: value?.isValid() ? value.format('YYYY-MM-DD') : null};

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{maxWidth: 360}}>
        <DatePicker label="Due date" value={value} onChange={setValue} />
        <Typography variant="body2" component="pre" sx={{m: 0}}>
          {JSON.stringify(payload)}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
