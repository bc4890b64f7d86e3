import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, {type Dayjs} from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {
  LocalizationProvider,
  StaticDatePicker,
  type DateValidationError,
  type PickerChangeHandlerContext,
  type PickersShortcutsItem,
} from '@mui/x-date-pickers';

const orderDate = dayjs('2024-04-17');

// Stable ids, independent of the (translatable) labels, for the usage statistics.
const deliveryOptions: PickersShortcutsItem<Dayjs | null>[] = [
  {id: 'express', label: 'Express (next day)', getValue: () => orderDate.add(1, 'day')},
  {id: 'standard', label: 'Standard (3 days)', getValue: () => orderDate.add(3, 'day')},
  {id: 'economy', label: 'Economy (1 week)', getValue: () => orderDate.add(1, 'week')},
];

export default function ShortcutsTrackUsage() {
  const [lastAccept, setLastAccept] = React.useState('nothing accepted yet');

  const handleAccept = (value: Dayjs | null, context: PickerChangeHandlerContext<DateValidationError>) => {
    const origin = context.shortcut ? `shortcut "${context.shortcut.id}"` : `no shortcut (source: ${context.source})`;
    setLastAccept(`${value?.format('MMM D') ?? 'null'} from ${origin}`);
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1}>
        <StaticDatePicker
          defaultValue={orderDate}
          onAccept={handleAccept}
          slotProps={{shortcuts: {items: deliveryOptions}, toolbar: {hidden: true}}}
        />
        <Typography variant="body2">Last onAccept: {lastAccept}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
