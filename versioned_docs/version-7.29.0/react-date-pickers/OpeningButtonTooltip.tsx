import * as React from 'react';
import IconButton, {type IconButtonProps} from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DatePicker, LocalizationProvider} from '@mui/x-date-pickers';

const TooltipButton = React.forwardRef<HTMLButtonElement, IconButtonProps>(function TooltipButton(props, ref) {
  return (
    <Tooltip title="Open the calendar">
      {/* The span keeps the tooltip working when the button is disabled. */}
      <span>
        <IconButton ref={ref} {...props} />
      </span>
    </Tooltip>
  );
});

export default function OpeningButtonTooltip() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2}>
        <DatePicker label="With tooltip" defaultValue={dayjs('2024-04-17')} slots={{openPickerButton: TooltipButton}} />
        <DatePicker
          label="Disabled"
          disabled
          defaultValue={dayjs('2024-04-17')}
          slots={{openPickerButton: TooltipButton}}
        />
      </Stack>
    </LocalizationProvider>
  );
}
