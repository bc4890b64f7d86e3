import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  DataGridPro,
  GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
  type GridColDef,
  type GridRenderCellParams,
  type GridRowParams,
} from '@mui/x-data-grid-pro';
import {ORDERS, type Order} from '@site/src/demo-data/orders';

const rows = ORDERS.slice(0, 12);

const timeline: Record<Order['status'], string[]> = {
  Delivered: ['Paid', 'Packed', 'Shipped', 'Delivered'],
  Shipped: ['Paid', 'Packed', 'Shipped'],
  Processing: ['Paid', 'Waiting for stock'],
  Cancelled: ['Cancelled by the customer, refund issued'],
};

// `value` is `true` when the panel of the row is open (from the toggle column's valueGetter)
function TrackingToggle({value: isExpanded}: GridRenderCellParams<Order, boolean>) {
  return (
    <Button
      size="small"
      tabIndex={-1}
      endIcon={
        <ExpandMoreIcon sx={{transform: isExpanded ? 'rotate(180deg)' : 'none', transition: 'transform 150ms'}} />
      }
    >
      {isExpanded ? 'Hide' : 'Track'}
    </Button>
  );
}

const columns: GridColDef<Order>[] = [
  {field: 'id', headerName: 'Order', width: 80},
  {field: 'customer', headerName: 'Customer', width: 160},
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 150},
  {field: 'status', headerName: 'Status', width: 110},
  {
    ...GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
    width: 110,
    // The grid toggles the panel on any click inside this column's cells
    renderCell: (params) => <TrackingToggle {...params} />,
  },
];

export default function MasterDetailCustomToggle() {
  const getDetailPanelContent = React.useCallback(
    ({row}: GridRowParams<Order>) => (
      <Typography variant="body2" sx={{px: 2, py: 1.5}}>
        {timeline[row.status].join(' → ')}
      </Typography>
    ),
    [],
  );
  const getDetailPanelHeight = React.useCallback(() => 'auto' as const, []);

  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGridPro
        rows={rows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        hideFooter
      />
    </Box>
  );
}
