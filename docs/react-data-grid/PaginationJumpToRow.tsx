import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  gridExpandedSortedRowIdsSelector,
  gridPageSizeSelector,
  useGridApiRef,
} from '@mui/x-data-grid';
import {ORDERS, type Order} from '@site/src/demo-data/orders';

const columns: GridColDef<Order>[] = [
  {field: 'id', headerName: 'Order', width: 80},
  {field: 'date', headerName: 'Date', type: 'date', width: 120},
  {field: 'customer', headerName: 'Customer', width: 160},
  {field: 'product', headerName: 'Product', width: 170},
];

export default function PaginationJumpToRow() {
  const apiRef = useGridApiRef();
  const [orderId, setOrderId] = React.useState('87');
  const [message, setMessage] = React.useState('');

  const jump = () => {
    const id = Number(orderId);
    // Position of the row among the filtered and sorted rows of all pages
    const index = gridExpandedSortedRowIdsSelector(apiRef).indexOf(id);
    if (index === -1) {
      setMessage(`Order ${orderId} is not in the grid, or the filters hide it.`);
      return;
    }
    const page = Math.floor(index / gridPageSizeSelector(apiRef));
    apiRef.current?.setPage(page);
    apiRef.current?.setRowSelectionModel({type: 'include', ids: new Set([id])});
    setMessage(`Order ${id} is on page ${page + 1}.`);
  };

  return (
    <Box sx={{width: '100%'}}>
      <Stack direction="row" spacing={1} sx={{mb: 1, alignItems: 'center', flexWrap: 'wrap'}}>
        <TextField
          size="small"
          label="Order number"
          value={orderId}
          onChange={(event) => setOrderId(event.target.value)}
          sx={{width: 140}}
        />
        <Button variant="outlined" onClick={jump}>
          Show
        </Button>
        <Typography variant="body2">{message}</Typography>
      </Stack>
      <Box sx={{height: 420}}>
        <DataGrid
          apiRef={apiRef}
          rows={ORDERS}
          columns={columns}
          initialState={{
            pagination: {paginationModel: {pageSize: 5}},
            sorting: {sortModel: [{field: 'customer', sort: 'asc'}]},
          }}
          pageSizeOptions={[5, 10]}
        />
      </Box>
    </Box>
  );
}
