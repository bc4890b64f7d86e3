import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {DataGrid, type GridColDef, type GridColumnResizeParams} from '@mui/x-data-grid';
import {ORDERS, type Order} from '@site/src/demo-data/orders';

const columns: GridColDef<Order>[] = [
  {field: 'customer', headerName: 'Customer', width: 180},
  {field: 'product', headerName: 'Product', width: 180},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 90},
  {field: 'status', headerName: 'Status', width: 120},
];

export default function ColumnDimensionsLiveResize() {
  const [disableColumnResize, setDisableColumnResize] = React.useState(false);
  const [live, setLive] = React.useState('Drag a separator: the width updates while you drag.');

  // `onColumnResize` fires on every pointer move of the drag, so keep the handler light.
  const handleResize = (params: GridColumnResizeParams) => {
    setLive(`${params.colDef.headerName}: ${Math.round(params.width)}px`);
  };

  return (
    <Box sx={{width: '100%'}}>
      <FormControlLabel
        control={
          <Switch checked={disableColumnResize} onChange={(event) => setDisableColumnResize(event.target.checked)} />
        }
        label="disableColumnResize"
      />
      <Typography variant="body2" sx={{mb: 1, fontFamily: 'monospace'}}>
        {live}
      </Typography>
      <Box sx={{height: 300}}>
        <DataGrid
          rows={ORDERS.slice(0, 8)}
          columns={columns}
          hideFooter
          disableColumnResize={disableColumnResize}
          onColumnResize={handleResize}
        />
      </Box>
    </Box>
  );
}
