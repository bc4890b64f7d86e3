import * as React from 'react';
import Stack from '@mui/material/Stack';
import BackspaceOutlinedIcon from '@mui/icons-material/BackspaceOutlined';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DatePicker, LocalizationProvider} from '@mui/x-date-pickers';

export default function CustomFieldClearSlots() {
  const [clearCount, setClearCount] = React.useState(0);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{maxWidth: 300}}>
        <DatePicker
          label="Follow-up call"
          defaultValue={dayjs('2024-04-17')}
          slots={{clearIcon: BackspaceOutlinedIcon}}
          slotProps={{
            field: {clearable: true, onClear: () => setClearCount((count) => count + 1)},
            clearButton: {color: 'error', title: 'Remove the date'},
            textField: {
              helperText: clearCount > 0 ? `Cleared ${clearCount} time(s)` : 'Hover the field to see the clear button',
            },
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
