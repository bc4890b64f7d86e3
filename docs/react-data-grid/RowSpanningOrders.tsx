import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';

type Line = {id: number; orderId: string; customer: string; product: string; quantity: number};

const rows: Line[] = [
  {id: 1, orderId: 'A-100', customer: 'Northwind', product: 'Keyboard', quantity: 2},
  {id: 2, orderId: 'A-100', customer: 'Northwind', product: 'Mouse', quantity: 2},
  {id: 3, orderId: 'A-100', customer: 'Northwind', product: 'Mouse pad', quantity: 4},
  {id: 4, orderId: 'A-101', customer: 'Blue Harbor', product: 'Monitor', quantity: 1},
  {id: 5, orderId: 'A-101', customer: 'Blue Harbor', product: 'HDMI cable', quantity: 3},
  {id: 6, orderId: 'A-102', customer: 'Northwind', product: 'Dock', quantity: 1},
];

const columns: GridColDef<Line>[] = [
  {field: 'orderId', headerName: 'Order', width: 100},
  {
    field: 'customer',
    headerName: 'Customer',
    width: 150,
    // Merge customer cells only within the same order.
    rowSpanValueGetter: (value, row) => `${row.orderId}-${value}`,
  },
  {field: 'product', headerName: 'Product', width: 150},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 80},
];

export default function RowSpanningOrders() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGrid rows={rows} columns={columns} rowSpanning showCellVerticalBorder hideFooter />
    </Box>
  );
}
