import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  GridFooterContainer,
  GridPagination,
  gridRowSelectionIdsSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';
import {ORDERS, type Order} from '@site/src/demo-data/orders';

const usd = new Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD', maximumFractionDigits: 0});

const columns: GridColDef<Order>[] = [
  {field: 'id', headerName: 'Order', width: 80},
  {field: 'customer', headerName: 'Customer', width: 160},
  {field: 'product', headerName: 'Product', width: 170},
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 110,
    valueGetter: (_value, row) => row.quantity * row.unitPrice,
    valueFormatter: (value?: number) => (value == null ? '' : usd.format(value)),
  },
];

function SelectionFooter() {
  const apiRef = useGridApiContext();
  // Re-renders only when the selection changes. The selector was called `selectedGridRowsSelector` in v7;
  // it returns the selected rows, also after "select all" (an `exclude` model)
  const selectedRows = useGridSelector(apiRef, gridRowSelectionIdsSelector);
  const orders = Array.from(selectedRows.values()) as Order[];
  const total = orders.reduce((sum, order) => sum + order.quantity * order.unitPrice, 0);

  return (
    <GridFooterContainer>
      <Typography variant="body2" sx={{px: 2}}>
        {orders.length === 0 ? 'Select orders to add them up' : `${orders.length} orders, ${usd.format(total)}`}
      </Typography>
      <GridPagination />
    </GridFooterContainer>
  );
}

export default function RowSelectionSummaryFooter() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGrid
        rows={ORDERS}
        columns={columns}
        checkboxSelection
        slots={{footer: SelectionFooter}}
        initialState={{pagination: {paginationModel: {pageSize: 25}}}}
        pageSizeOptions={[25, 50, 100]}
      />
    </Box>
  );
}
