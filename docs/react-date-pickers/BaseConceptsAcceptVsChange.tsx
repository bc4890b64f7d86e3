import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, {type Dayjs} from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {LocalizationProvider, StaticDateTimePicker} from '@mui/x-date-pickers';

const format = (value: Dayjs | null) => (value ? value.format('ddd, MMM D, h:mm A') : 'none');

export default function BaseConceptsAcceptVsChange() {
  // onChange follows every step in the views; onAccept only the confirmed value.
  const [draft, setDraft] = React.useState<Dayjs | null>(dayjs('2024-04-17T10:00'));
  const [confirmed, setConfirmed] = React.useState<Dayjs | null>(dayjs('2024-04-17T10:00'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', md: 'row'}} spacing={3} sx={{alignItems: 'flex-start'}}>
        <StaticDateTimePicker
          defaultValue={dayjs('2024-04-17T10:00')}
          onChange={setDraft}
          onAccept={setConfirmed}
          slotProps={{tabs: {hidden: false}}}
        />
        <Stack spacing={1} sx={{minWidth: 240}}>
          <Typography variant="body2">onChange: {format(draft)}</Typography>
          <Typography variant="body2">onAccept: {format(confirmed)}</Typography>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
