import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import dayjs, {type Dayjs} from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {
  LocalizationProvider,
  StaticDatePicker,
  useIsValidValue,
  usePickerActionsContext,
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
// In v8 the slot no longer receives `onChange` and `isValid`: it reads them from the picker's contexts.
function ShortcutButtons(props: PickersShortcutsProps<Dayjs | null>) {
  const {items = [], changeImportance = 'accept', className} = props;
  const {setValue} = usePickerActionsContext<Dayjs | null>();
  const isValid = useIsValidValue<Dayjs | null>();

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
            onClick={() => setValue(value, {changeImportance, shortcut: item, source: 'view'})}
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
