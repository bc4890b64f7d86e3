import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {DataGridPro, type GridColDef} from '@mui/x-data-grid-pro';
import {ORDERS, type Order} from '@site/src/demo-data/orders';

const columns: GridColDef<Order>[] = [
  {field: 'id', headerName: 'Order', width: 80},
  {field: 'date', headerName: 'Date', type: 'date', width: 120},
  {field: 'customer', headerName: 'Customer', width: 160},
  {field: 'product', headerName: 'Product', width: 170},
];

export default function PaginationProToggle() {
  const [pagination, setPagination] = React.useState(false);

  return (
    <Box sx={{width: '100%'}}>
      <FormControlLabel
        control={<Switch checked={pagination} onChange={(event) => setPagination(event.target.checked)} />}
        label="pagination"
        sx={{mb: 1}}
      />
      <Box sx={{height: 420}}>
        <DataGridPro
          rows={ORDERS}
          columns={columns}
          pagination={pagination}
          initialState={{pagination: {paginationModel: {pageSize: 15}}}}
          pageSizeOptions={[15, 30, 60]}
        />
      </Box>
    </Box>
  );
}
