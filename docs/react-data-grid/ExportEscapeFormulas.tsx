import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {DataGrid, type GridColDef, useGridApiRef} from '@mui/x-data-grid';

type Feedback = {id: number; customer: string; phone: string; comment: string};

// Text typed by website visitors: some of it looks like spreadsheet formulas
const rows: Feedback[] = [
  {id: 1, customer: 'Café Marais', phone: '+33 1 42 68 53 00', comment: 'Fast delivery, thanks!'},
  {
    id: 2,
    customer: 'Kaito Tools',
    phone: '+81 6 6345 1200',
    comment: '=HYPERLINK("https://evil.example","Claim refund")',
  },
  {id: 3, customer: 'Harbour Bikes', phone: '+61 2 9251 4000', comment: '-10% next time?'},
  {id: 4, customer: 'Maple Works', phone: '+1 416 555 0199', comment: '@sales please call me back'},
];

const columns: GridColDef<Feedback>[] = [
  {field: 'customer', headerName: 'Customer', width: 150},
  {field: 'phone', headerName: 'Phone', width: 170},
  {field: 'comment', headerName: 'Comment', flex: 1, minWidth: 260},
];

export default function ExportEscapeFormulas() {
  const apiRef = useGridApiRef();
  const [escapeFormulas, setEscapeFormulas] = React.useState(true);
  const [csv, setCsv] = React.useState('');

  React.useEffect(() => {
    setCsv(apiRef.current?.getDataAsCsv({escapeFormulas}) ?? '');
  }, [apiRef, escapeFormulas]);

  return (
    <Box sx={{width: '100%'}}>
      <FormControlLabel
        control={<Switch checked={escapeFormulas} onChange={(event) => setEscapeFormulas(event.target.checked)} />}
        label="escapeFormulas"
        sx={{mb: 1}}
      />
      <Box sx={{height: 280}}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </Box>
      <Box component="pre" sx={{mt: 1, p: 1, bgcolor: 'action.hover', fontSize: 13, overflowX: 'auto'}}>
        {csv}
      </Box>
    </Box>
  );
}
