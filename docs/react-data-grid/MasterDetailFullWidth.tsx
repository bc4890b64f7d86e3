import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  type GridColDef,
  type GridRowParams,
  gridDimensionsSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid-pro';
import {ORDERS, type Order} from '@site/src/demo-data/orders';

const rows = ORDERS.slice(0, 10);

const usd = new Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD'});

// Wide enough to scroll horizontally in most layouts
const columns: GridColDef<Order>[] = [
  {field: 'id', headerName: 'Order', width: 90},
  {field: 'date', headerName: 'Date', type: 'date', width: 130},
  {field: 'customer', headerName: 'Customer', width: 180},
  {field: 'city', headerName: 'City', width: 150},
  {field: 'country', headerName: 'Country', width: 150},
  {field: 'category', headerName: 'Category', width: 150},
  {field: 'product', headerName: 'Product', width: 200},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 90},
  {field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 130},
  {field: 'status', headerName: 'Status', width: 140},
];

function OrderSummary({order}: {order: Order}) {
  const apiRef = useGridApiContext();
  // The visible width of the grid, without the vertical scrollbar
  const viewportWidth = useGridSelector(apiRef, gridDimensionsSelector).viewportInnerSize.width;

  return (
    // Sticky to the left edge and as wide as the viewport: it stays in view while the columns scroll
    <Box sx={{position: 'sticky', left: 0, width: viewportWidth, boxSizing: 'border-box', px: 2, py: 1.5}}>
      <Typography variant="body2">
        {order.quantity} × {order.product} for {order.customer} ({order.city}, {order.country}):{' '}
        <strong>{usd.format(order.quantity * order.unitPrice)}</strong>, {order.status.toLowerCase()}.
      </Typography>
    </Box>
  );
}

export default function MasterDetailFullWidth() {
  const getDetailPanelContent = React.useCallback(({row}: GridRowParams<Order>) => <OrderSummary order={row} />, []);
  const getDetailPanelHeight = React.useCallback(() => 'auto' as const, []);

  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGridPro
        rows={rows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        initialState={{detailPanel: {expandedRowIds: new Set([1, 3])}}}
        hideFooter
      />
    </Box>
  );
}
