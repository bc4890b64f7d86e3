import Box from '@mui/material/Box';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {ORDERS, type Order} from '@site/src/demo-data/orders';

const rows = ORDERS.slice(0, 20);

const currency = new Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD'});

const columns: GridColDef<Order>[] = [
  {field: 'product', headerName: 'Product', width: 180},
  {
    field: 'quantity',
    headerName: 'Quantity',
    type: 'number',
    width: 110,
    editable: true,
    // v7 and later: (value, row) in, the updated row out
    valueSetter: (value, row) => ({...row, quantity: Math.max(1, Math.round(Number(value)))}),
  },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 120,
    // v7 and later: the value itself, not a params object
    valueFormatter: (value: number) => currency.format(value),
  },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 130,
    // v7 and later: the row is the second argument (v6: params.row); the first, the
    // field value, is unused here because the row has no `total` property
    valueGetter: (_value, row) => row.quantity * row.unitPrice,
    valueFormatter: (value: number) => currency.format(value),
  },
];

export default function MigrationGridV7ValueCallbacks() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
