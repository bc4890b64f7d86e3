import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs, {type Dayjs} from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {DateRangePicker, LocalizationProvider, MultiInputDateRangeField, type DateRange} from '@mui/x-date-pickers-pro';

const april: DateRange<Dayjs> = [dayjs('2024-04-01'), dayjs('2024-04-30')];

export default function DateRangePickerSingleInput() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', md: 'row'}} spacing={2}>
        {/* One input holding both dates: the default field in v8. */}
        <DateRangePicker label="Reporting period" defaultValue={april} />
        {/* Two inputs, labelled by the start and end locale texts. */}
        <DateRangePicker
          slots={{field: MultiInputDateRangeField}}
          localeText={{start: 'First day', end: 'Last day'}}
          defaultValue={april}
        />
      </Stack>
    </LocalizationProvider>
  );
}
