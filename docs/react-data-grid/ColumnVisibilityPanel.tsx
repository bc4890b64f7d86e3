import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, GRID_CHECKBOX_SELECTION_COL_DEF, type GridColDef, type GridRowsProp} from '@mui/x-data-grid';

const rows: GridRowsProp = [
  {id: 1, sku: 'TB-100', product: 'Tea kettle', category: 'Kitchen', stock: 42, supplier: 'Hearth & Co'},
  {id: 2, sku: 'TB-205', product: 'Linen apron', category: 'Textiles', stock: 15, supplier: 'Weave Works'},
  {id: 3, sku: 'TB-310', product: 'Oak cutting board', category: 'Kitchen', stock: 8, supplier: 'Timberline'},
  {id: 4, sku: 'TB-415', product: 'Ceramic mug', category: 'Tableware', stock: 120, supplier: 'Kiln House'},
];

const columns: GridColDef[] = [
  {field: 'sku', headerName: 'SKU', width: 100},
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 160},
  {field: 'category', headerName: 'Category', width: 120},
  {field: 'stock', headerName: 'Stock', type: 'number', width: 90},
  {field: 'supplier', headerName: 'Supplier', width: 140},
];

export default function ColumnVisibilityPanel() {
  return (
    <Box sx={{height: 360, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        checkboxSelection
        showToolbar
        slotProps={{
          columnsManagement: {
            sort: 'asc',
            // Leave the checkbox selection column out of the list.
            getTogglableColumns: (allColumns) =>
              allColumns
                .filter((column) => column.field !== GRID_CHECKBOX_SELECTION_COL_DEF.field)
                .map((column) => column.field),
          },
        }}
      />
    </Box>
  );
}
