import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {DataGrid, type GridColDef, type GridPaginationModel, GridToolbar} from '@mui/x-data-grid';
import {ORDERS, type Order} from '@site/src/demo-data/orders';

const columns: GridColDef<Order>[] = [
  {field: 'id', headerName: 'Order', width: 80},
  {field: 'customer', headerName: 'Customer', width: 160},
  {field: 'product', headerName: 'Product', width: 170},
  {field: 'status', headerName: 'Status', width: 120},
];

export default function PaginationResetOnSortFilter() {
  const [reset, setReset] = React.useState(true);
  // Starts on the fourth page, so the reset is easy to see
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({page: 3, pageSize: 10});

  return (
    <Box sx={{width: '100%'}}>
      <Stack direction="row" spacing={2} sx={{mb: 1, alignItems: 'center', flexWrap: 'wrap'}}>
        <FormControlLabel
          control={<Switch checked={reset} onChange={(event) => setReset(event.target.checked)} />}
          label="resetPageOnSortFilter"
        />
        <Typography variant="body2">Current page: {paginationModel.page + 1}</Typography>
      </Stack>
      <Box sx={{height: 460}}>
        <DataGrid
          rows={ORDERS}
          columns={columns}
          resetPageOnSortFilter={reset}
          paginationModel={paginationModel}
          onPaginationModelChange={setPaginationModel}
          pageSizeOptions={[10, 25]}
          slots={{toolbar: GridToolbar}}
          slotProps={{toolbar: {showQuickFilter: true}}}
        />
      </Box>
    </Box>
  );
}
