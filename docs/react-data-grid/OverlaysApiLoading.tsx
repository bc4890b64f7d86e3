import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {DataGrid, type GridColDef, useGridApiRef} from '@mui/x-data-grid';
import {ORDERS, type Order} from '@site/src/demo-data/orders';

// A fake endpoint returning a fresh copy of the orders of a month
function fetchMonth(month: number): Promise<Order[]> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(ORDERS.filter((order) => order.date.getMonth() === month)), 900);
  });
}

const columns: GridColDef<Order>[] = [
  {field: 'id', headerName: 'Order', width: 80},
  {field: 'date', headerName: 'Date', type: 'date', width: 120},
  {field: 'customer', headerName: 'Customer', width: 160},
  {field: 'product', headerName: 'Product', width: 170},
];

const initialRows = ORDERS.filter((order) => order.date.getMonth() === 0);

export default function OverlaysApiLoading() {
  const apiRef = useGridApiRef();
  const month = React.useRef(0);

  // No `loading` prop: the overlay is driven entirely through the API
  const loadNextMonth = async () => {
    apiRef.current?.setLoading(true);
    month.current = (month.current + 1) % 12;
    const rows = await fetchMonth(month.current);
    // Read the ref again after the wait: the grid may have unmounted meanwhile.
    apiRef.current?.setRows(rows);
    apiRef.current?.setLoading(false);
  };

  return (
    <Box sx={{width: '100%'}}>
      <Button variant="outlined" onClick={loadNextMonth} sx={{mb: 1}}>
        Load next month
      </Button>
      <Box sx={{height: 360}}>
        <DataGrid
          apiRef={apiRef}
          rows={initialRows}
          columns={columns}
          slotProps={{loadingOverlay: {variant: 'linear-progress'}}}
        />
      </Box>
    </Box>
  );
}
