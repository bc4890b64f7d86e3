import * as React from 'react';
import Stack from '@mui/material/Stack';
import {styled} from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DatePicker, LocalizationProvider, PickersTextField, pickersOutlinedInputClasses} from '@mui/x-date-pickers';

// The default text field renders one element per section, so it is the one to restyle.
const PillPickersTextField = styled(PickersTextField)({
  [`& .${pickersOutlinedInputClasses.root}`]: {borderRadius: 999},
});

// Material UI's TextField only works with the single-input structure.
const PillTextField = styled(TextField)({
  '& .MuiOutlinedInput-root': {borderRadius: 999},
});

export default function CustomFieldStyledTextField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2}>
        <DatePicker label="Pill" defaultValue={dayjs('2024-04-17')} slots={{textField: PillPickersTextField}} />
        <DatePicker
          label="Pill, single input"
          defaultValue={dayjs('2024-04-17')}
          enableAccessibleFieldDOMStructure={false}
          slots={{textField: PillTextField}}
        />
      </Stack>
    </LocalizationProvider>
  );
}
