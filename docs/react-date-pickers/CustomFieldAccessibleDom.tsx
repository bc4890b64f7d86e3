import * as React from 'react';
import {styled} from '@mui/material/styles';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DatePicker, LocalizationProvider, PickersTextField, pickersSectionListClasses} from '@mui/x-date-pickers';

// With the accessible DOM structure (the v8 default), each section is its own element, so it can be styled.
const SectionedTextField = styled(PickersTextField)(({theme}) => ({
  [`& .${pickersSectionListClasses.sectionContent}`]: {
    padding: '0 4px',
    borderRadius: 4,
    backgroundColor: theme.palette.action.hover,
    fontVariantNumeric: 'tabular-nums',
  },
}));

export default function CustomFieldAccessibleDom() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker label="Shipping date" defaultValue={dayjs('2024-04-17')} slots={{textField: SectionedTextField}} />
    </LocalizationProvider>
  );
}
