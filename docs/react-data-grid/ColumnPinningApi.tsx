import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GridPinnedColumnPosition,
  useGridApiRef,
  type GridColDef,
  type GridPinnedColumnFields,
} from '@mui/x-data-grid-pro';
import {ORDERS, type Order} from '@site/src/demo-data/orders';

const columns: GridColDef<Order>[] = [
  {field: 'id', headerName: 'Order', width: 90},
  {field: 'customer', headerName: 'Customer', width: 170},
  {field: 'country', headerName: 'Country', width: 140},
  {field: 'city', headerName: 'City', width: 130},
  {field: 'product', headerName: 'Product', width: 180},
  {field: 'category', headerName: 'Category', width: 130},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 90},
  {field: 'status', headerName: 'Status', width: 120},
];

export default function ColumnPinningApi() {
  const apiRef = useGridApiRef();
  const [field, setField] = React.useState('customer');
  const [pinned, setPinned] = React.useState<GridPinnedColumnFields>({});

  const side = pinned.left?.includes(field) ? 'left' : pinned.right?.includes(field) ? 'right' : 'not pinned';

  return (
    <Box sx={{width: '100%'}}>
      <Stack direction="row" spacing={1} sx={{mb: 1, alignItems: 'center', flexWrap: 'wrap', rowGap: 1}}>
        <TextField
          select
          size="small"
          label="Column"
          value={field}
          onChange={(event) => setField(event.target.value)}
          sx={{minWidth: 150}}
        >
          {columns.map((column) => (
            <MenuItem key={column.field} value={column.field}>
              {column.headerName}
            </MenuItem>
          ))}
        </TextField>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.pinColumn(field, GridPinnedColumnPosition.LEFT)}
        >
          Pin left
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.pinColumn(field, GridPinnedColumnPosition.RIGHT)}
        >
          Pin right
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.unpinColumn(field)}>
          Unpin
        </Button>
        <Button size="small" onClick={() => apiRef.current?.setPinnedColumns({})}>
          Unpin all
        </Button>
        <Typography variant="body2">Selected column: {side}</Typography>
      </Stack>
      <Box sx={{height: 360}}>
        <DataGridPro
          apiRef={apiRef}
          rows={ORDERS.slice(0, 15)}
          columns={columns}
          hideFooter
          // Uncontrolled: the callback only mirrors the model, for the status text.
          onPinnedColumnsChange={setPinned}
        />
      </Box>
    </Box>
  );
}
