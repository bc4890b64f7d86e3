import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef, type GridRowSpacingParams} from '@mui/x-data-grid';
import {ORDERS, type Order} from '@site/src/demo-data/orders';

const rows = ORDERS.slice(0, 20);

const columns: GridColDef<Order>[] = [
  {field: 'date', headerName: 'Date', type: 'date', width: 120},
  {field: 'customer', headerName: 'Customer', width: 170},
  {field: 'product', headerName: 'Product', width: 180},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 80},
];

// Like a ledger: a thick line after every fifth row of the page, whatever the sort order
const getRowSpacing = (params: GridRowSpacingParams) => ({
  top: params.indexRelativeToCurrentPage > 0 && params.indexRelativeToCurrentPage % 5 === 0 ? 4 : 0,
});

export default function RowHeightSpacingBorder() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        getRowSpacing={getRowSpacing}
        rowSpacingType="border"
        hideFooter
        // The spacing becomes the width of the row's top border: give it a style and a color,
        // and a zero width for the rows without spacing (the grid only sets it where there is some)
        sx={{'& .MuiDataGrid-row': {borderTopStyle: 'solid', borderTopColor: 'primary.light', borderTopWidth: 0}}}
      />
    </Box>
  );
}
