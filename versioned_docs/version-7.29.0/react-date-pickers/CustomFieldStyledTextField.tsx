import * as React from 'react';
import {styled} from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DatePicker, LocalizationProvider} from '@mui/x-date-pickers';

const PillTextField = styled(TextField)({
  '& .MuiOutlinedInput-root': {borderRadius: 999},
});

export default function CustomFieldStyledTextField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker label="Pill" defaultValue={dayjs('2024-04-17')} slots={{textField: PillTextField}} />
    </LocalizationProvider>
  );
}
