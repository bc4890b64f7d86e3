import * as React from 'react';
import Fade from '@mui/material/Fade';
import {type TransitionProps} from '@mui/material/transitions';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DesktopDatePicker, LocalizationProvider} from '@mui/x-date-pickers';

// The slot receives the generic transition props; Fade also requires its child to be a single element.
function FadeTransition({children, ...other}: TransitionProps) {
  return <Fade {...other}>{children as React.ReactElement}</Fade>;
}

export default function CustomComponentsTransition() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DesktopDatePicker
        label="Publication date"
        defaultValue={dayjs('2024-04-17')}
        slots={{desktopTransition: FadeTransition}}
        slotProps={{
          popper: {placement: 'right-start'},
          desktopPaper: {variant: 'outlined', elevation: 0, sx: {borderRadius: 3, mx: 1}},
        }}
      />
    </LocalizationProvider>
  );
}
