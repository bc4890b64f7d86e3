import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateCalendar, LocalizationProvider} from '@mui/x-date-pickers';

// Months with a product release (0 is January), marked with a dot in the month view.
const RELEASE_MONTHS = new Set([1, 3, 5, 8, 10]);

export default function CustomComponentsMonthYearButtons() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', md: 'row'}} spacing={2}>
        <DateCalendar
          views={['month', 'year']}
          openTo="month"
          defaultValue={dayjs('2024-04-01')}
          slotProps={{
            // The owner state of a month button holds the month index in `value`.
            monthButton: (ownerState) => ({
              title: RELEASE_MONTHS.has(ownerState.value) ? 'Release month' : undefined,
              sx: RELEASE_MONTHS.has(ownerState.value)
                ? {
                    position: 'relative',
                    '&::after': {
                      content: '""',
                      position: 'absolute',
                      bottom: 2,
                      width: 6,
                      height: 6,
                      borderRadius: '50%',
                      bgcolor: 'secondary.main',
                    },
                  }
                : {},
            }),
          }}
        />
        <DateCalendar
          views={['year']}
          openTo="year"
          defaultValue={dayjs('2024-04-01')}
          minDate={dayjs('2018-01-01')}
          maxDate={dayjs('2029-12-31')}
          slotProps={{yearButton: {sx: {borderRadius: 1}}}}
        />
      </Stack>
    </LocalizationProvider>
  );
}
