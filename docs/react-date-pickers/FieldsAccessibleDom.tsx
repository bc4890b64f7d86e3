import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateField, LocalizationProvider} from '@mui/x-date-pickers';

export default function FieldsAccessibleDom() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2}>
        <DateField label="One element per section (default)" defaultValue={dayjs('2024-04-17')} />
        {/* The v7 structure: one <input> holding the whole value, rendered with Material UI's TextField. */}
        <DateField
          label="Single input element"
          defaultValue={dayjs('2024-04-17')}
          enableAccessibleFieldDOMStructure={false}
        />
      </Stack>
    </LocalizationProvider>
  );
}
