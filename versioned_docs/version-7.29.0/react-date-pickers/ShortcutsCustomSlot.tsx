import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import dayjs, {type Dayjs} from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {
  LocalizationProvider,
  StaticDatePicker,
  type PickersShortcutsItem,
  type PickersShortcutsProps,
} from '@mui/x-date-pickers';

const today = dayjs('2024-04-17');

const dueDates: PickersShortcutsItem<Dayjs | null>[] = [
  {label: 'Net 15', getValue: () => today.add(15, 'day')},
  {label: 'Net 30', getValue: () => today.add(30, 'day')},
  {label: 'Net 60', getValue: () => today.add(60, 'day')},
  {label: 'End of month', getValue: () => today.endOf('month').startOf('day')},
];

// Buttons instead of the default chips. `className` places the component in the layout grid.
function ShortcutButtons(props: PickersShortcutsProps<Dayjs | null>) {
  const {items = [], onChange, isValid, changeImportance = 'accept', className} = props;

  return (
    <Stack className={className} spacing={1} sx={{p: 2, minWidth: 150}}>
      {items.map((item) => {
        const value = item.getValue({isValid});
        return (
          <Button
            key={item.label}
            variant="outlined"
            size="small"
            disabled={!isValid(value)}
            onClick={() => onChange(value, changeImportance, item)}
          >
            {item.label}
          </Button>
        );
      })}
    </Stack>
  );
}

export default function ShortcutsCustomSlot() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        displayStaticWrapperAs="desktop"
        referenceDate={today}
        maxDate={today.add(45, 'day')}
        slots={{shortcuts: ShortcutButtons}}
        slotProps={{shortcuts: {items: dueDates}}}
      />
    </LocalizationProvider>
  );
}
