import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, {type Dayjs} from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateField, LocalizationProvider, type FieldRef, type FieldSelectedSections} from '@mui/x-date-pickers';

export default function FieldsSelectedSections() {
  const fieldRef = React.useRef<FieldRef<Dayjs | null>>(null);
  const [selectedSections, setSelectedSections] = React.useState<FieldSelectedSections>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{maxWidth: 420}}>
        <DateField
          label="Date of issue"
          defaultValue={dayjs('2024-04-17')}
          unstableFieldRef={fieldRef}
          selectedSections={selectedSections}
          onSelectedSectionsChange={setSelectedSections}
        />
        <Stack direction="row" spacing={1}>
          <Button size="small" variant="outlined" onClick={() => fieldRef.current?.focusField('year')}>
            Edit year
          </Button>
          <Button size="small" variant="outlined" onClick={() => fieldRef.current?.focusField('month')}>
            Edit month
          </Button>
          <Button
            size="small"
            variant="outlined"
            onClick={() => {
              fieldRef.current?.focusField();
              setSelectedSections('all');
            }}
          >
            Select all
          </Button>
        </Stack>
        <Typography variant="body2">selectedSections: {JSON.stringify(selectedSections)}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
