import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {DatePicker, type DatePickerProps} from '@mui/x-date-pickers/DatePicker';

// slotProps reach the default subcomponents: the text field and the action bar.
const slotProps: DatePickerProps['slotProps'] = {
  textField: {helperText: 'MM/DD/YYYY', size: 'small'},
  actionBar: {actions: ['clear', 'today']},
};

export default function SlotPropsDatePicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box
        sx={{
          display: 'flex',
          flexDirection: 'column',
          gap: 1.5,
          maxWidth: 320,
          p: 2,
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
        }}
      >
        <Typography variant="subtitle2" sx={{color: 'primary.main'}}>
          Departure
        </Typography>
        <DatePicker label="Date" slotProps={slotProps} />
      </Box>
    </LocalizationProvider>
  );
}
