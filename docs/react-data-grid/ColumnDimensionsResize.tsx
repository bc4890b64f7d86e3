import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {DataGrid, type GridColDef, type GridColumnResizeParams, type GridRowsProp} from '@mui/x-data-grid';

const rows: GridRowsProp = [
  {id: 1, product: 'Espresso machine', sku: 'KT-2201', price: 349},
  {id: 2, product: 'Burr grinder', sku: 'KT-2207', price: 129},
  {id: 3, product: 'Milk frother', sku: 'KT-2213', price: 59},
  {id: 4, product: 'Kettle', sku: 'KT-2218', price: 45},
];

const columns: GridColDef[] = [
  {field: 'product', headerName: 'Product', width: 200, minWidth: 120, maxWidth: 320},
  {field: 'sku', headerName: 'SKU (not resizable)', width: 170, resizable: false},
  {field: 'price', headerName: 'Price', type: 'number', width: 110},
];

export default function ColumnDimensionsResize() {
  const [lastChange, setLastChange] = React.useState('Drag a column separator in the header.');

  const handleWidthChange = (params: GridColumnResizeParams) => {
    setLastChange(`"${params.colDef.headerName}" is now ${Math.round(params.width)} pixels wide.`);
  };

  return (
    <Box sx={{width: '100%'}}>
      <Typography variant="body2" sx={{mb: 1}}>
        {lastChange}
      </Typography>
      <Box sx={{height: 300}}>
        <DataGrid rows={rows} columns={columns} hideFooter onColumnWidthChange={handleWidthChange} />
      </Box>
    </Box>
  );
}
