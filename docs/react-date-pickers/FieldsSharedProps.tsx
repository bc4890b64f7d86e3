import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateField, LocalizationProvider} from '@mui/x-date-pickers';

export default function FieldsSharedProps() {
  const [spacious, setSpacious] = React.useState(false);
  const [leadingZeros, setLeadingZeros] = React.useState(false);
  const [readOnly, setReadOnly] = React.useState(false);
  const [disabled, setDisabled] = React.useState(false);

  const toggles: [string, boolean, (checked: boolean) => void][] = [
    ['formatDensity="spacious"', spacious, setSpacious],
    ['shouldRespectLeadingZeros', leadingZeros, setLeadingZeros],
    ['readOnly', readOnly, setReadOnly],
    ['disabled', disabled, setDisabled],
  ];

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={3} sx={{alignItems: 'flex-start'}}>
        <Stack>
          {toggles.map(([label, checked, setChecked]) => (
            <FormControlLabel
              key={label}
              label={label}
              control={<Switch checked={checked} onChange={(event) => setChecked(event.target.checked)} />}
            />
          ))}
        </Stack>
        <DateField
          label="Issued on"
          format="M/D/YYYY"
          defaultValue={dayjs('2024-04-07')}
          formatDensity={spacious ? 'spacious' : 'dense'}
          shouldRespectLeadingZeros={leadingZeros}
          readOnly={readOnly}
          disabled={disabled}
        />
      </Stack>
    </LocalizationProvider>
  );
}
