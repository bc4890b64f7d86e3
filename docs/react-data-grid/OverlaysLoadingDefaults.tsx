import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {ORDERS, type Order} from '@site/src/demo-data/orders';

const columns: GridColDef<Order>[] = [
  {field: 'id', headerName: 'Order', width: 90},
  {field: 'customer', headerName: 'Customer', width: 160},
  {field: 'product', headerName: 'Product', width: 180},
  {field: 'status', headerName: 'Status', width: 120},
];

// A fake request: the next 20 orders, after a short delay.
function fetchOrders(page: number): Promise<Order[]> {
  const start = (page * 20) % ORDERS.length;
  return new Promise((resolve) => {
    setTimeout(() => resolve(ORDERS.slice(start, start + 20)), 1200);
  });
}

export default function OverlaysLoadingDefaults() {
  const [rows, setRows] = React.useState<Order[]>([]);
  const [loading, setLoading] = React.useState(false);
  const [request, setRequest] = React.useState({page: 0, keepRows: false});

  React.useEffect(() => {
    let active = true;
    setLoading(true);
    if (!request.keepRows) {
      setRows([]);
    }
    fetchOrders(request.page).then((next) => {
      if (active) {
        setRows(next);
        setLoading(false);
      }
    });
    return () => {
      active = false;
    };
  }, [request]);

  return (
    <Box sx={{width: '100%'}}>
      <Stack direction="row" spacing={1} sx={{mb: 1}}>
        {/* Rows stay on screen: `variant`, a progress bar by default */}
        <Button
          size="small"
          variant="outlined"
          disabled={loading}
          onClick={() => setRequest((previous) => ({page: previous.page + 1, keepRows: true}))}
        >
          Refresh
        </Button>
        {/* The grid is emptied first: `noRowsVariant`, skeleton rows by default */}
        <Button
          size="small"
          variant="outlined"
          disabled={loading}
          onClick={() => setRequest((previous) => ({page: previous.page + 1, keepRows: false}))}
        >
          Reload from scratch
        </Button>
      </Stack>
      <Box sx={{height: 360}}>
        <DataGrid rows={rows} columns={columns} loading={loading} hideFooter />
      </Box>
    </Box>
  );
}
