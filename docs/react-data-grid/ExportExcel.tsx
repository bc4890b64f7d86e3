import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPremium, type GridColDef} from '@mui/x-data-grid-premium';

const columns: GridColDef[] = [
  {field: 'item', headerName: 'Item', width: 180},
  {field: 'category', headerName: 'Category', width: 140},
  {field: 'price', headerName: 'Price', type: 'number', width: 120},
];

const rows = [
  {id: 1, item: 'Oak desk', category: 'Furniture', price: 249.9},
  {id: 2, item: 'Ergonomic chair', category: 'Furniture', price: 129},
  {id: 3, item: 'LED desk lamp', category: 'Lighting', price: 39.5},
  {id: 4, item: 'Cable tray', category: 'Accessories', price: 18.75},
];

export default function ExportExcel() {
  return (
    <Box sx={{height: 360, width: '100%'}}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        showToolbar
        slotProps={{
          toolbar: {
            excelOptions: {
              fileName: 'price-list',
              columnsStyles: {price: {numFmt: '"$"#,##0.00'}},
              exceljsPostProcess: async ({worksheet}) => {
                // Keep the header row visible when scrolling in Excel
                worksheet.views = [{state: 'frozen', ySplit: 1}];
              },
            },
          },
        }}
      />
    </Box>
  );
}
