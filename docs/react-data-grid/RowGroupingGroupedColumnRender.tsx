import * as React from 'react';
import Box from '@mui/material/Box';
import Chip, {type ChipProps} from '@mui/material/Chip';
import {DataGridPremium, type GridColDef, type GridRenderCellParams} from '@mui/x-data-grid-premium';
import {ORDERS, type Order} from '@site/src/demo-data/orders';

const statusColors: Record<Order['status'], ChipProps['color']> = {
  Delivered: 'success',
  Shipped: 'info',
  Processing: 'warning',
  Cancelled: 'error',
};

// Used for the status cells and, since the column is grouped, for the group cells too
function StatusChip(params: GridRenderCellParams<Order, Order['status']>) {
  if (params.value == null) {
    return null;
  }
  return <Chip size="small" variant="outlined" color={statusColors[params.value]} label={params.value} />;
}

const columns: GridColDef<Order>[] = [
  {field: 'status', headerName: 'Status', width: 130, renderCell: StatusChip},
  {field: 'customer', headerName: 'Customer', width: 160},
  {field: 'product', headerName: 'Product', width: 180},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 80},
];

export default function RowGroupingGroupedColumnRender() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGridPremium
        rows={ORDERS}
        columns={columns}
        initialState={{rowGrouping: {model: ['status']}}}
        groupingColDef={{width: 200}}
      />
    </Box>
  );
}
