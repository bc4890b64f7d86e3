import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef, type GridRowHeightParams} from '@mui/x-data-grid';
import {ORDERS, type Order} from '@site/src/demo-data/orders';

type Row = Order & {note?: string};

// Only a few orders carry a free-text note from the warehouse
const notes: Record<number, string> = {
  3: 'Customer asked for the keyboard with a Nordic layout; the replacement ships from the Hamburg warehouse next week.',
  6: 'Gift wrap requested.',
  9: 'Delivery attempted twice. The courier left a notice and will hold the parcel at the local depot for ten days before returning it.',
};

const rows: Row[] = ORDERS.slice(0, 15).map((order) => ({...order, note: notes[order.id]}));

const columns: GridColDef<Row>[] = [
  {field: 'id', headerName: 'Order', width: 80},
  {field: 'customer', headerName: 'Customer', width: 160},
  {field: 'product', headerName: 'Product', width: 170},
  {field: 'note', headerName: 'Warehouse note', flex: 1, minWidth: 220},
];

// 'auto' only where there is a note: the other rows keep the fast, fixed height
const getRowHeight = ({model}: GridRowHeightParams) => ((model as Row).note ? 'auto' : null);

export default function RowHeightAutoSomeRows() {
  return (
    <Box sx={{height: 440, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        getRowHeight={getRowHeight}
        density="compact"
        hideFooter
        sx={{'& .MuiDataGrid-row--dynamicHeight .MuiDataGrid-cell': {py: 0.75}}}
      />
    </Box>
  );
}
