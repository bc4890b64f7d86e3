import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {DataGridPremium, type GridColDef, useGridApiRef} from '@mui/x-data-grid-premium';
import {ORDERS, type Order} from '@site/src/demo-data/orders';

const columns: GridColDef<Order>[] = [
  {field: 'status', headerName: 'Status', width: 130},
  {field: 'id', headerName: 'Order #', type: 'number', width: 100},
  {field: 'customer', headerName: 'Customer', width: 160},
  {field: 'product', headerName: 'Product', width: 180},
];

const rows = ORDERS.slice(0, 40);
const nextStatus: Record<Order['status'], Order['status']> = {
  Processing: 'Shipped',
  Shipped: 'Delivered',
  Delivered: 'Delivered',
  Cancelled: 'Cancelled',
};

export default function RowGroupingLiveUpdates() {
  const apiRef = useGridApiRef();
  const [running, setRunning] = React.useState(false);

  React.useEffect(() => {
    if (!running) {
      return undefined;
    }
    let step = 0;
    const timer = setInterval(() => {
      // Advance one order through the pipeline: it moves to another group
      const order = rows[(step * 7) % rows.length];
      step += 1;
      const api = apiRef.current;
      if (!api) {
        return;
      }
      const current = api.getRow(order.id) as Order;
      api.updateRows([{id: order.id, status: nextStatus[current.status]}]);
    }, 800);
    return () => clearInterval(timer);
  }, [apiRef, running]);

  return (
    <Box sx={{width: '100%'}}>
      <FormControlLabel
        control={<Switch checked={running} onChange={(event) => setRunning(event.target.checked)} />}
        label="Ship orders"
      />
      <Box sx={{height: 400}}>
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          initialState={{
            rowGrouping: {model: ['status']},
            columns: {columnVisibilityModel: {status: false}},
          }}
          defaultGroupingExpansionDepth={1}
        />
      </Box>
    </Box>
  );
}
