import * as React from 'react';
import IconButton, {type IconButtonProps} from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DatePicker, LocalizationProvider} from '@mui/x-date-pickers';

// The props the picker sets on its opening button, forwarded as they are.
type TooltipButtonProps = Pick<
  IconButtonProps,
  'onClick' | 'disabled' | 'aria-label' | 'edge' | 'className' | 'children' | 'ref'
>;

function TooltipButton(props: TooltipButtonProps) {
  return (
    <Tooltip title="Open the calendar">
      {/* The span keeps the tooltip working when the button is disabled. */}
      <span>
        <IconButton {...props} />
      </span>
    </Tooltip>
  );
}

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
