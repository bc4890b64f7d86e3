import * as React from 'react';
import Stack from '@mui/material/Stack';
import {styled} from '@mui/material/styles';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateCalendar, LocalizationProvider, monthCalendarClasses} from '@mui/x-date-pickers';

// Months with a product release, marked with a dot in the month view.
const RELEASE_MONTHS = new Set(['Feb', 'Apr', 'Jun', 'Sep', 'Nov']);

const MonthButton = styled('button')(({theme}) => ({
  ...theme.typography.subtitle1,
  position: 'relative',
  height: 36,
  width: 72,
  border: 0,
  borderRadius: 18,
  color: 'inherit',
  backgroundColor: 'transparent',
  cursor: 'pointer',
  '&:hover, &:focus-visible': {backgroundColor: theme.palette.action.hover},
  [`&.${monthCalendarClasses.selected}`]: {
    color: theme.palette.primary.contrastText,
    backgroundColor: theme.palette.primary.main,
  },
  [`&.${monthCalendarClasses.disabled}`]: {color: theme.palette.text.disabled, cursor: 'default'},
}));

// The month button slot receives the month label as children, with the handlers and classes to keep.
function ReleaseMonthButton(props: React.ComponentPropsWithoutRef<'button'> & {ownerState?: unknown}) {
  const {ownerState: _ownerState, children, ...other} = props;
  const isRelease = typeof children === 'string' && RELEASE_MONTHS.has(children);
  return (
    <MonthButton {...other} title={isRelease ? 'Release month' : undefined}>
      {children}
      {isRelease && (
        <span
          aria-hidden
          style={{
            position: 'absolute',
            bottom: 3,
            left: 'calc(50% - 3px)',
            width: 6,
            height: 6,
            borderRadius: '50%',
            background: '#9c27b0',
          }}
        />
      )}
    </MonthButton>
  );
}

export default function CustomComponentsMonthYearButtons() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', md: 'row'}} spacing={2}>
        <DateCalendar
          views={['month', 'year']}
          openTo="month"
          defaultValue={dayjs('2024-04-01')}
          slots={{monthButton: ReleaseMonthButton}}
        />
        <DateCalendar
          views={['year']}
          openTo="year"
          defaultValue={dayjs('2024-04-01')}
          minDate={dayjs('2018-01-01')}
          maxDate={dayjs('2029-12-31')}
          // Slot props can also be a function of the owner state: selected and disabled flags in v8.
          slotProps={{yearButton: (ownerState) => ({sx: {borderRadius: ownerState.isYearSelected ? 1 : 18}})}}
        />
      </Stack>
    </LocalizationProvider>
  );
}
