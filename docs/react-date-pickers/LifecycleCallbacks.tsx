import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, {type Dayjs} from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {
  DesktopDatePicker,
  LocalizationProvider,
  MobileDatePicker,
  type DateValidationError,
  type PickerChangeHandlerContext,
} from '@mui/x-date-pickers';

type LogEntry = {id: number; text: string};
type Context = PickerChangeHandlerContext<DateValidationError>;

function describe(value: Dayjs | null) {
  if (value == null) return 'null';
  return value.isValid() ? value.format('MMM D, YYYY') : 'Invalid Date';
}

export default function LifecycleCallbacks() {
  const [log, setLog] = React.useState<LogEntry[]>([]);
  const nextId = React.useRef(0);

  const add = (text: string) => {
    nextId.current += 1;
    const id = nextId.current;
    setLog((prev) => [{id, text}, ...prev].slice(0, 8));
  };

  // context.source tells whether the change came from the field or from the popup.
  const callbacks = (variant: string) => ({
    onChange: (value: Dayjs | null, context: Context) =>
      add(`${variant} onChange: ${describe(value)} (${context.source})`),
    onAccept: (value: Dayjs | null, context: Context) =>
      add(`${variant} onAccept: ${describe(value)} (${context.source})`),
    onClose: () => add(`${variant} onClose`),
  });

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', md: 'row'}} spacing={3} sx={{alignItems: 'flex-start'}}>
        <Stack spacing={2}>
          <DesktopDatePicker label="Desktop" defaultValue={dayjs('2024-04-17')} {...callbacks('Desktop')} />
          <MobileDatePicker label="Mobile" defaultValue={dayjs('2024-04-17')} {...callbacks('Mobile')} />
        </Stack>
        <Stack spacing={0.5} sx={{minWidth: 280}}>
          <Stack direction="row" spacing={1} sx={{alignItems: 'center'}}>
            <Typography variant="subtitle2">Latest callbacks first</Typography>
            <Button size="small" onClick={() => setLog([])}>
              Clear
            </Button>
          </Stack>
          {log.map((entry) => (
            <Typography key={entry.id} variant="body2" sx={{fontFamily: 'monospace'}}>
              {entry.text}
            </Typography>
          ))}
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
