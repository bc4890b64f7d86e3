import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {DataGridPro, type GridColDef, type GridRowParams} from '@mui/x-data-grid-pro';

type OrderLine = {id: number; product: string; quantity: number; unitPrice: number};
type Order = {id: number; customer: string; city: string; notes: string; lines: OrderLine[]};

const orders: Order[] = [
  {
    id: 1001,
    customer: 'Northwind',
    city: 'Seattle',
    notes: 'Deliver before noon.',
    lines: [
      {id: 1, product: 'Standing desk', quantity: 2, unitPrice: 520},
      {id: 2, product: 'Monitor arm', quantity: 4, unitPrice: 89.5},
    ],
  },
  {
    id: 1002,
    customer: 'Blue Harbor',
    city: 'Halifax',
    notes: 'Leave at the front desk.',
    lines: [{id: 1, product: 'Office chair', quantity: 6, unitPrice: 249}],
  },
  {
    id: 1003,
    customer: 'Sakura Ltd',
    city: 'Kyoto',
    notes: 'Gift wrap the lamps.',
    lines: [
      {id: 1, product: 'Desk lamp', quantity: 3, unitPrice: 39.9},
      {id: 2, product: 'Keyboard', quantity: 3, unitPrice: 74},
      {id: 3, product: 'Webcam', quantity: 1, unitPrice: 119},
    ],
  },
];

const usd = new Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD'});
const formatUsd = (value?: number) => (value == null ? '' : usd.format(value));

const orderTotal = (order: Order) => order.lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0);

const columns: GridColDef<Order>[] = [
  {field: 'id', headerName: 'Order', width: 100},
  {field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140},
  {field: 'city', headerName: 'City', width: 130},
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 130,
    valueGetter: (_v, row) => orderTotal(row),
    valueFormatter: formatUsd,
  },
];

const lineColumns: GridColDef<OrderLine>[] = [
  {field: 'product', headerName: 'Product', flex: 1},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 80},
  {field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 120, valueFormatter: formatUsd},
];

// Mounted only when its panel opens: a good place to fetch child records.
function OrderDetails(props: {order: Order}) {
  return (
    <Box sx={{py: 2, px: 4, bgcolor: 'action.hover'}}>
      <Typography variant="body2" sx={{mb: 1}}>
        <strong>Delivery notes:</strong> {props.order.notes}
      </Typography>
      <DataGridPro rows={props.order.lines} columns={lineColumns} density="compact" hideFooter sx={{height: 180}} />
    </Box>
  );
}

export default function MasterDetailOrders() {
  const getDetailPanelContent = React.useCallback(({row}: GridRowParams<Order>) => <OrderDetails order={row} />, []);
  const getDetailPanelHeight = React.useCallback(() => 'auto' as const, []);

  return (
    <Box sx={{height: 460, width: '100%'}}>
      <DataGridPro
        rows={orders}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        initialState={{detailPanel: {expandedRowIds: new Set([1001])}}}
      />
    </Box>
  );
}
