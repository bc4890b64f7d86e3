import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  createRowSelectionManager,
  type GridColDef,
  type GridRowSelectionModel,
} from '@mui/x-data-grid-premium';
import {ORDERS, type Order} from '@site/src/demo-data/orders';

const usd = new Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD', maximumFractionDigits: 0});

const columns: GridColDef<Order>[] = [
  {field: 'customer', headerName: 'Customer', width: 160},
  {field: 'product', headerName: 'Product', width: 170},
  {field: 'status', headerName: 'Status', width: 120},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 80},
];

const rows = ORDERS.slice(0, 36);

export default function RowGroupingSelectChildren() {
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({type: 'include', ids: new Set()});

  // The model can hold group ids, and after "select all" it lists the rows that are NOT selected:
  // ask the manager about each order instead of reading the ids.
  const selectedOrders = React.useMemo(() => {
    const manager = createRowSelectionManager(selection);
    return rows.filter((order) => manager.has(order.id));
  }, [selection]);
  const value = selectedOrders.reduce((total, order) => total + order.quantity * order.unitPrice, 0);

  return (
    <Box sx={{width: '100%'}}>
      <Typography variant="body2" sx={{mb: 1}}>
        {selectedOrders.length === 0
          ? 'Nothing selected'
          : `${selectedOrders.length} orders selected, worth ${usd.format(value)}`}
      </Typography>
      <Box sx={{height: 400}}>
        {/* v8 propagates the selection by default: { parents: true, descendants: true } */}
        <DataGridPremium
          rows={rows}
          columns={columns}
          checkboxSelection
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          initialState={{
            rowGrouping: {model: ['customer']},
            columns: {columnVisibilityModel: {customer: false}},
          }}
        />
      </Box>
    </Box>
  );
}
