import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import dayjs from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateTimeField, LocalizationProvider, type FieldRef, type FieldSection} from '@mui/x-date-pickers';

const formats = ['MM/DD/YYYY hh:mm A', 'dddd, MMMM Do YYYY', 'YYYY-MM-DD[T]HH:mm:ss', 'DD [of] MMMM, HH:mm'];

export default function FieldsSectionAnatomy() {
  const fieldRef = React.useRef<FieldRef<FieldSection>>(null);
  const [format, setFormat] = React.useState(formats[1]);
  const [sections, setSections] = React.useState<FieldSection[]>([]);

  // The field rebuilds its sections after a format change: read them on the next frame.
  React.useEffect(() => {
    const frame = requestAnimationFrame(() => setSections(fieldRef.current?.getSections() ?? []));
    return () => cancelAnimationFrame(frame);
  }, [format]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{maxWidth: 560}}>
        <Stack direction={{xs: 'column', sm: 'row'}} spacing={2}>
          <TextField
            select
            label="format"
            value={format}
            onChange={(event) => setFormat(event.target.value)}
            sx={{minWidth: 240}}
          >
            {formats.map((option) => (
              <MenuItem key={option} value={option}>
                {option}
              </MenuItem>
            ))}
          </TextField>
          <DateTimeField
            label="Sailing"
            format={format}
            defaultValue={dayjs('2024-04-17T09:30')}
            unstableFieldRef={fieldRef}
            fullWidth
          />
        </Stack>
        <Table size="small" sx={{minHeight: 200}}>
          <TableHead>
            <TableRow>
              <TableCell>type</TableCell>
              <TableCell>contentType</TableCell>
              <TableCell>format</TableCell>
              <TableCell>value</TableCell>
              <TableCell>endSeparator</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {sections.map((section, index) => (
              <TableRow key={index}>
                <TableCell>{section.type}</TableCell>
                <TableCell>{section.contentType}</TableCell>
                <TableCell>{section.format}</TableCell>
                <TableCell>{section.value}</TableCell>
                <TableCell sx={{whiteSpace: 'pre'}}>{JSON.stringify(section.endSeparator)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Stack>
    </LocalizationProvider>
  );
}
