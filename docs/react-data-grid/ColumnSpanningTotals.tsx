import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';

type Line = {id: number | 'TOTAL'; item: string; quantity?: number; unitPrice?: number; subtotal: number};

const lines: Line[] = [
  {id: 1, item: 'Mechanical keyboard', quantity: 2, unitPrice: 45, subtotal: 90},
  {id: 2, item: '27-inch monitor', quantity: 1, unitPrice: 210, subtotal: 210},
  {id: 3, item: 'USB-C cable', quantity: 4, unitPrice: 9.5, subtotal: 38},
];

const rows: Line[] = [
  ...lines,
  {id: 'TOTAL', item: 'Total', subtotal: lines.reduce((sum, line) => sum + line.subtotal, 0)},
];

const usd = new Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD'});
const formatUsd = (value?: number) => (value == null ? '' : usd.format(value));

const columns: GridColDef<Line>[] = [
  {
    field: 'item',
    headerName: 'Item',
    width: 200,
    // The totals row spans the item, quantity, and unit price columns.
    colSpan: (_value, row) => (row.id === 'TOTAL' ? 3 : undefined),
    valueGetter: (value, row) => (row.id === 'TOTAL' ? 'Total for this order' : value),
  },
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 80},
  {field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 120, valueFormatter: formatUsd},
  {field: 'subtotal', headerName: 'Subtotal', type: 'number', width: 120, valueFormatter: formatUsd},
];

export default function ColumnSpanningTotals() {
  return (
    <Box sx={{height: 300, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        disableColumnSorting
        getRowClassName={(params) => (params.id === 'TOTAL' ? 'total-row' : '')}
        sx={{'& .total-row': {fontWeight: 700}}}
      />
    </Box>
  );
}
