import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {DataGrid, type GridColDef, type GridSortModel, useGridApiRef} from '@mui/x-data-grid';
import {ORDERS, type Order} from '@site/src/demo-data/orders';

const columns: GridColDef<Order>[] = [
  {field: 'id', headerName: 'Order', width: 80},
  {field: 'customer', headerName: 'Customer', width: 160},
  {field: 'product', headerName: 'Product', width: 170},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 80},
];

export default function OverviewControlledState() {
  const apiRef = useGridApiRef();
  // Controlled: the sort model lives in React state
  const [sortModel, setSortModel] = React.useState<GridSortModel>([{field: 'quantity', sort: 'desc'}]);
  const [snapshot, setSnapshot] = React.useState('');

  return (
    <Box sx={{width: '100%'}}>
      <Stack direction="row" spacing={1} sx={{mb: 1, flexWrap: 'wrap'}}>
        <Button size="small" variant="outlined" onClick={() => setSortModel([{field: 'customer', sort: 'asc'}])}>
          Sort by customer (state)
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.setPage(1)}>
          Next page (apiRef)
        </Button>
        <Button size="small" onClick={() => setSnapshot(JSON.stringify(apiRef.current?.exportState(), null, 1))}>
          Export state
        </Button>
      </Stack>
      <Box sx={{height: 380}}>
        <DataGrid
          apiRef={apiRef}
          rows={ORDERS}
          columns={columns}
          sortModel={sortModel}
          onSortModelChange={setSortModel}
          // Uncontrolled with a starting value: the grid owns the pagination afterwards
          initialState={{pagination: {paginationModel: {pageSize: 25}}}}
          pageSizeOptions={[25, 50]}
        />
      </Box>
      <Box component="pre" sx={{mt: 1, p: 1, bgcolor: 'action.hover', fontSize: 12, maxHeight: 160, overflow: 'auto'}}>
        {snapshot || `sortModel: ${JSON.stringify(sortModel)}`}
      </Box>
    </Box>
  );
}
