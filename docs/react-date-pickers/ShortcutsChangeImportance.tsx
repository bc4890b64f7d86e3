import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import dayjs, {type Dayjs} from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {
  DatePicker,
  LocalizationProvider,
  type PickerChangeImportance,
  type PickersShortcutsItem,
} from '@mui/x-date-pickers';

const today = dayjs('2024-04-17');

const shortcutItems: PickersShortcutsItem<Dayjs | null>[] = [
  {id: 'in-a-week', label: 'In a week', getValue: () => today.add(1, 'week')},
  {id: 'in-a-month', label: 'In a month', getValue: () => today.add(1, 'month')},
  {id: 'end-of-quarter', label: 'End of quarter', getValue: () => dayjs('2024-06-30')},
];

export default function ShortcutsChangeImportance() {
  const [importance, setImportance] = React.useState<PickerChangeImportance>('accept');
  const [events, setEvents] = React.useState<string[]>([]);
  const log = (text: string) => setEvents((prev) => [text, ...prev].slice(0, 5));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', md: 'row'}} spacing={3} sx={{alignItems: 'flex-start'}}>
        <Stack spacing={2}>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={importance}
            onChange={(_event, next: PickerChangeImportance | null) => next && setImportance(next)}
          >
            <ToggleButton value="accept">accept</ToggleButton>
            <ToggleButton value="set">set</ToggleButton>
          </ToggleButtonGroup>
          <DatePicker
            label="Follow-up"
            referenceDate={today}
            onChange={(value, context) =>
              log(`onChange ${value?.format('MMM D') ?? 'null'} (shortcut: ${context.shortcut?.id ?? 'none'})`)
            }
            onAccept={(value, context) =>
              log(`onAccept ${value?.format('MMM D') ?? 'null'} (shortcut: ${context.shortcut?.id ?? 'none'})`)
            }
            slotProps={{shortcuts: {items: shortcutItems, changeImportance: importance}}}
          />
        </Stack>
        <Stack spacing={0.5}>
          {events.map((event, index) => (
            <Typography key={index} variant="body2" sx={{fontFamily: 'monospace'}}>
              {event}
            </Typography>
          ))}
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
