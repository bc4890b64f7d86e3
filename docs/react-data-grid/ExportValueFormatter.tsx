import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {DataGrid, type GridColDef, useGridApiRef} from '@mui/x-data-grid';
import {ORDERS, type Order} from '@site/src/demo-data/orders';

const rows = ORDERS.slice(0, 5);

const usd = new Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD'});
const day = new Intl.DateTimeFormat('en-GB', {day: 'numeric', month: 'short', year: 'numeric'});

const columns: GridColDef<Order>[] = [
  {field: 'id', headerName: 'Order', width: 80},
  {
    field: 'date',
    headerName: 'Date',
    type: 'date',
    width: 130,
    valueFormatter: (value?: Date) => (value ? day.format(value) : ''),
  },
  {field: 'product', headerName: 'Product', width: 170},
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 120,
    valueGetter: (_value, row) => row.quantity * row.unitPrice,
    valueFormatter: (value?: number) => (value == null ? '' : usd.format(value)),
  },
];

export default function ExportValueFormatter() {
  const apiRef = useGridApiRef();
  const [raw, setRaw] = React.useState(false);
  const [csv, setCsv] = React.useState('');

  React.useEffect(() => {
    setCsv(apiRef.current?.getDataAsCsv() ?? '');
  }, [apiRef, raw]);

  return (
    <Box sx={{width: '100%'}}>
      <FormControlLabel
        control={<Switch checked={raw} onChange={(event) => setRaw(event.target.checked)} />}
        label="ignoreValueFormatterDuringExport={{ csvExport: true }}"
        sx={{mb: 1}}
      />
      <Box sx={{height: 320}}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          ignoreValueFormatterDuringExport={raw ? {csvExport: true} : false}
          hideFooter
        />
      </Box>
      <Box component="pre" sx={{mt: 1, p: 1, bgcolor: 'action.hover', fontSize: 13, overflowX: 'auto'}}>
        {csv}
      </Box>
    </Box>
  );
}
