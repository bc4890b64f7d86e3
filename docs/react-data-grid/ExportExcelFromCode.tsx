import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {DataGridPremium, type GridColDef, useGridApiRef} from '@mui/x-data-grid-premium';
import {ORDERS, type Order} from '@site/src/demo-data/orders';

const columns: GridColDef<Order>[] = [
  {field: 'id', headerName: 'Order', width: 80},
  {field: 'date', headerName: 'Date', type: 'date', width: 120},
  {field: 'customer', headerName: 'Customer', width: 160},
  {field: 'product', headerName: 'Product', width: 170},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 80},
];

export default function ExportExcelFromCode() {
  const apiRef = useGridApiRef();
  const [pending, setPending] = React.useState(false);
  const [summary, setSummary] = React.useState('');

  const describeWorkbook = async () => {
    // Builds the workbook without downloading it
    const workbook = await apiRef.current?.getDataAsExcel({fields: ['id', 'customer', 'quantity']});
    const sheets = workbook?.worksheets.map((sheet) => `${sheet.name}: ${sheet.rowCount} rows`) ?? [];
    setSummary(sheets.join(', '));
  };

  return (
    <Box sx={{width: '100%'}}>
      <Stack direction="row" spacing={1} sx={{mb: 1, alignItems: 'center', flexWrap: 'wrap'}}>
        <Button
          variant="outlined"
          disabled={pending}
          onClick={() => apiRef.current?.exportDataAsExcel({fileName: 'orders-2024'})}
        >
          Download .xlsx
        </Button>
        <Button onClick={describeWorkbook}>Inspect workbook</Button>
        {pending && <CircularProgress size={20} aria-label="Preparing the file" />}
        {summary && <Typography variant="body2">{summary}</Typography>}
      </Stack>
      <Box sx={{height: 380}}>
        <DataGridPremium
          apiRef={apiRef}
          rows={ORDERS}
          columns={columns}
          onExcelExportStateChange={(state) => setPending(state === 'pending')}
        />
      </Box>
    </Box>
  );
}
