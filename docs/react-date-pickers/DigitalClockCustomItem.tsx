import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import {styled} from '@mui/material/styles';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DigitalClock, LocalizationProvider, type DigitalClockItemProps} from '@mui/x-date-pickers';

// A pill-shaped option, outlined when free and filled when selected.
const PillItem = styled(MenuItem)(({theme}) => ({
  justifyContent: 'space-between',
  margin: theme.spacing(0.5, 1),
  borderRadius: 999,
  border: `1px solid ${theme.palette.divider}`,
  '&.Mui-selected, &.Mui-selected:hover': {
    backgroundColor: theme.palette.secondary.main,
    color: theme.palette.secondary.contrastText,
  },
}));

// v8 passes the time of the option (itemValue) and its label (formattedValue) to the item slot.
// They are not DOM attributes: take them out before spreading the rest on the MenuItem.
function CourtSlot(props: DigitalClockItemProps & {children?: React.ReactNode}) {
  const {itemValue, formattedValue, readOnly: _readOnly, children: _children, ...other} = props;
  const isPeak = itemValue.hour() >= 18;

  return (
    <PillItem {...other}>
      {formattedValue}
      {isPeak && (
        <Box
          component="span"
          sx={{ml: 1, fontSize: 12, fontWeight: 700, color: other.selected ? 'inherit' : 'warning.main'}}
        >
          peak
        </Box>
      )}
    </PillItem>
  );
}

export default function DigitalClockCustomItem() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DigitalClock
        defaultValue={dayjs('2024-04-17T19:00')}
        timeStep={60}
        minTime={dayjs('2024-04-17T08:00')}
        skipDisabled
        slots={{digitalClockItem: CourtSlot}}
        sx={{width: 180}}
      />
    </LocalizationProvider>
  );
}
