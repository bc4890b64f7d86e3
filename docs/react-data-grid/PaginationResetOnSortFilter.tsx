import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {DataGrid, type GridColDef, type GridPaginationModel} from '@mui/x-data-grid';
import {ORDERS, type Order} from '@site/src/demo-data/orders';

const columns: GridColDef<Order>[] = [
  {field: 'id', headerName: 'Order', width: 80},
  {field: 'customer', headerName: 'Customer', width: 160},
  {field: 'product', headerName: 'Product', width: 170},
  {field: 'status', headerName: 'Status', width: 120},
];

export default function PaginationResetOnSortFilter() {
  // Starts on the fourth page, so the reset is easy to see
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({page: 3, pageSize: 10});
  const [reason, setReason] = React.useState<string | undefined>();

  return (
    <Box sx={{width: '100%'}}>
      <Typography variant="body2" sx={{mb: 1}}>
        Current page: {paginationModel.page + 1}
        {reason ? ` (last change: ${reason})` : ''}
      </Typography>
      <Box sx={{height: 460}}>
        {/* No prop needed in v8: sorting or filtering brings the grid back to the first page. */}
        <DataGrid
          rows={ORDERS}
          columns={columns}
          paginationModel={paginationModel}
          onPaginationModelChange={(model, details) => {
            setPaginationModel(model);
            setReason(details.reason);
          }}
          pageSizeOptions={[10, 25]}
          showToolbar
        />
      </Box>
    </Box>
  );
}
