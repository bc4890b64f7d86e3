import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import {styled} from '@mui/material/styles';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DigitalClock, LocalizationProvider} from '@mui/x-date-pickers';

// A pill-shaped option, outlined when free and filled when selected.
const PillItem = styled(MenuItem)(({theme}) => ({
  justifyContent: 'center',
  margin: theme.spacing(0.5, 1),
  borderRadius: 999,
  border: `1px solid ${theme.palette.divider}`,
  '&.Mui-selected, &.Mui-selected:hover': {
    backgroundColor: theme.palette.secondary.main,
    color: theme.palette.secondary.contrastText,
  },
}));

export default function DigitalClockCustomItem() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DigitalClock
        defaultValue={dayjs('2024-04-17T13:00')}
        timeStep={60}
        slots={{digitalClockItem: PillItem}}
        sx={{width: 160}}
      />
    </LocalizationProvider>
  );
}
