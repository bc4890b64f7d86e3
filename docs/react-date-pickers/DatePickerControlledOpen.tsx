import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DatePicker, LocalizationProvider} from '@mui/x-date-pickers';

export default function DatePickerControlledOpen() {
  const [open, setOpen] = React.useState(false);
  const [closeCount, setCloseCount] = React.useState(0);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2} sx={{alignItems: {sm: 'center'}}}>
        <DatePicker
          label="Renewal date"
          defaultValue={dayjs('2024-04-17')}
          open={open}
          onOpen={() => setOpen(true)}
          onClose={() => {
            setOpen(false);
            setCloseCount((count) => count + 1);
          }}
        />
        <Button variant="outlined" onClick={() => setOpen(true)}>
          Open from outside
        </Button>
        <Typography variant="body2">Closed {closeCount} times</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
