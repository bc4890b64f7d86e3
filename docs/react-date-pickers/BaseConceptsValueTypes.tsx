import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, {type Dayjs} from 'dayjs';
import {DateTime} from 'luxon';
import moment, {type Moment} from 'moment';
import {AdapterDateFns} from '@mui/x-date-pickers/AdapterDateFns';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {AdapterLuxon} from '@mui/x-date-pickers/AdapterLuxon';
import {AdapterMoment} from '@mui/x-date-pickers/AdapterMoment';
import {DatePicker, LocalizationProvider} from '@mui/x-date-pickers';

// The same component and the same day; only the type of the value changes with the adapter.
function DayjsPicker() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-04-17'));
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker label="Day.js" value={value} onChange={setValue} />
      <Typography variant="body2">
        Dayjs object · value.format(&apos;YYYY-MM-DD&apos;) = {value?.format('YYYY-MM-DD') ?? 'null'}
      </Typography>
    </LocalizationProvider>
  );
}

function DateFnsPicker() {
  const [value, setValue] = React.useState<Date | null>(new Date(2024, 3, 17));
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns}>
      <DatePicker label="date-fns" value={value} onChange={setValue} />
      <Typography variant="body2">
        native Date · value.getMonth() = {value && !Number.isNaN(value.getTime()) ? value.getMonth() : 'n/a'}
      </Typography>
    </LocalizationProvider>
  );
}

function LuxonPicker() {
  const [value, setValue] = React.useState<DateTime | null>(DateTime.fromISO('2024-04-17'));
  return (
    <LocalizationProvider dateAdapter={AdapterLuxon}>
      <DatePicker label="Luxon" value={value} onChange={setValue} />
      <Typography variant="body2">DateTime object · value.toISODate() = {value?.toISODate() ?? 'null'}</Typography>
    </LocalizationProvider>
  );
}

function MomentPicker() {
  const [value, setValue] = React.useState<Moment | null>(moment('2024-04-17'));
  return (
    <LocalizationProvider dateAdapter={AdapterMoment}>
      <DatePicker label="Moment.js" value={value} onChange={setValue} />
      <Typography variant="body2">
        Moment object · value.format(&apos;L&apos;) = {value?.format('L') ?? 'null'}
      </Typography>
    </LocalizationProvider>
  );
}

export default function BaseConceptsValueTypes() {
  return (
    <Stack direction={{xs: 'column', md: 'row'}} spacing={3} useFlexGap sx={{flexWrap: 'wrap'}}>
      {[DayjsPicker, DateFnsPicker, LuxonPicker, MomentPicker].map((Picker, index) => (
        <Stack key={index} spacing={1} sx={{width: 260}}>
          <Picker />
        </Stack>
      ))}
    </Stack>
  );
}
