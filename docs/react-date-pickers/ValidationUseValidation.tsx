import * as React from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import dayjs, {type Dayjs} from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {LocalizationProvider} from '@mui/x-date-pickers';
import {useValidation, validateDate} from '@mui/x-date-pickers/validation';

// Strict parsing with a format needs this plugin.
dayjs.extend(customParseFormat);

// Rows imported from a spreadsheet, checked with the same rules as the date pickers of the form.
const IMPORTED_SHIPMENTS = [
  {id: 'SH-1042', shipDate: '2024-04-18'},
  {id: 'SH-1043', shipDate: '2024-04-20'},
  {id: 'SH-1044', shipDate: '2024-03-29'},
  {id: 'SH-1045', shipDate: '2024-04-31'},
  {id: 'SH-1046', shipDate: '2024-05-02'},
];

const rules = {
  minDate: dayjs('2024-04-01'),
  maxDate: dayjs('2024-06-30'),
  disablePast: false,
  disableFuture: false,
  shouldDisableDate: (day: Dayjs) => day.day() === 0 || day.day() === 6,
};

function ShipmentRow({id, shipDate}: {id: string; shipDate: string}) {
  // Strict parsing turns April 31 into an invalid date, as a field would.
  const value = dayjs(shipDate, 'YYYY-MM-DD', true);
  const {validationError} = useValidation({value, timezone: 'default', validator: validateDate, props: rules});

  return (
    <TableRow>
      <TableCell>{id}</TableCell>
      <TableCell>{shipDate}</TableCell>
      <TableCell sx={{color: validationError ? 'error.main' : 'success.main'}}>{validationError ?? 'valid'}</TableCell>
    </TableRow>
  );
}

export default function ValidationUseValidation() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Table size="small" sx={{maxWidth: 480}}>
        <TableHead>
          <TableRow>
            <TableCell>Shipment</TableCell>
            <TableCell>Ship date</TableCell>
            <TableCell>validationError</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {IMPORTED_SHIPMENTS.map((shipment) => (
            <ShipmentRow key={shipment.id} {...shipment} />
          ))}
        </TableBody>
      </Table>
    </LocalizationProvider>
  );
}
