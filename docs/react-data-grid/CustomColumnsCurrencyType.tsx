import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef, type GridColTypeDef} from '@mui/x-data-grid';

const usdFormatter = new Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD'});

// A reusable column type: spread it into any column that holds US dollars.
const usdPrice: GridColTypeDef<number, string> = {
  type: 'number',
  width: 130,
  valueFormatter: (value?: number) => (value == null ? '' : usdFormatter.format(value)),
  cellClassName: 'tabular-numbers',
};

type Line = {id: number; product: string; quantity: number; unitPrice: number};

const rows: Line[] = [
  {id: 1, product: 'Noise-cancelling headphones', quantity: 2, unitPrice: 279},
  {id: 2, product: 'USB-C dock', quantity: 5, unitPrice: 149.99},
  {id: 3, product: 'Laptop stand', quantity: 3, unitPrice: 42.5},
  {id: 4, product: 'Wireless mouse', quantity: 10, unitPrice: 29.95},
];

const columns: GridColDef<Line>[] = [
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 200},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 80},
  {field: 'unitPrice', headerName: 'Unit price', ...usdPrice},
  {
    field: 'total',
    headerName: 'Total',
    ...usdPrice,
    width: 150,
    valueGetter: (_v, row) => row.quantity * row.unitPrice,
  },
];

export default function CustomColumnsCurrencyType() {
  return (
    <Box sx={{height: 300, width: '100%', '& .tabular-numbers': {fontVariantNumeric: 'tabular-nums'}}}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
