import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, {type Dayjs} from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {DatePicker} from '@mui/x-date-pickers/DatePicker';

export default function MigrationPickersFieldSlotProps() {
  const [departure, setDeparture] = React.useState<Dayjs | null>(dayjs('2024-04-17'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{maxWidth: 300, pt: 1}}>
        {/* v5: inputFormat + renderInput={(params) => <TextField {...params} ... />} */}
        <DatePicker
          label="Departure"
          value={departure}
          onChange={setDeparture}
          format="DD/MM/YYYY"
          slotProps={{textField: {size: 'small', helperText: 'Day first: DD/MM/YYYY'}}}
        />
        <Typography variant="body2" sx={{color: 'text.secondary'}}>
          Value: {departure?.isValid() ? departure.format('dddd D MMMM YYYY') : 'none'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
