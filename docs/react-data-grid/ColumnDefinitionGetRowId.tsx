import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, gridRowIdSelector, type GridColDef, type GridRowIdGetter} from '@mui/x-data-grid';
import {PRODUCTS} from '@site/src/demo-data/orders';

type Product = (typeof PRODUCTS)[number];

// The rows have no `id` property: the product name is unique, so it serves as the row id.
const getRowId: GridRowIdGetter<Product> = (row) => row.name;

const usd = new Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD'});

const columns: GridColDef<Product>[] = [
  {field: 'name', headerName: 'Product', flex: 1, minWidth: 180},
  {field: 'category', headerName: 'Category', width: 140},
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 130,
    valueFormatter: (value?: number) => (value == null ? '' : usd.format(value)),
  },
  {
    // No such key in the rows: the value comes from the row id the grid computed.
    // (v8 reads it with a selector; `apiRef.current.getRowId(row)` is deprecated)
    field: 'rowId',
    headerName: 'Row id (from getRowId)',
    width: 220,
    sortable: false,
    valueGetter: (_value, row, _column, apiRef) => String(gridRowIdSelector(apiRef, row)),
  },
];

export default function ColumnDefinitionGetRowId() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGrid rows={PRODUCTS} columns={columns} getRowId={getRowId} checkboxSelection hideFooter />
    </Box>
  );
}
