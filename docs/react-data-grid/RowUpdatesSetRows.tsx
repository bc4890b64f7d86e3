import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {DataGrid, type GridColDef, useGridApiRef} from '@mui/x-data-grid';
import {ORDERS, type Order} from '@site/src/demo-data/orders';

const MONTHS = ['January', 'February', 'March', 'April'];

const ordersOf = (month: number) => ORDERS.filter((order) => order.date.getMonth() === month);

const columns: GridColDef<Order>[] = [
  {field: 'id', headerName: 'Order', width: 80},
  {field: 'date', headerName: 'Date', type: 'date', width: 120},
  {field: 'customer', headerName: 'Customer', width: 160},
  {field: 'product', headerName: 'Product', width: 170},
  {field: 'status', headerName: 'Status', width: 120},
];

export default function RowUpdatesSetRows() {
  const apiRef = useGridApiRef();
  const [month, setMonth] = React.useState(0);
  // The `rows` prop only provides the first data set; later sets go through the API
  const [initialRows] = React.useState(() => ordersOf(0));

  const showMonth = (next: number) => {
    setMonth(next);
    apiRef.current?.setRows(ordersOf(next));
  };

  return (
    <Box sx={{width: '100%'}}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={month}
        onChange={(_event, next: number | null) => next !== null && showMonth(next)}
        aria-label="Month"
        sx={{mb: 1}}
      >
        {MONTHS.map((label, index) => (
          <ToggleButton key={label} value={index}>
            {label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box sx={{height: 400}}>
        <DataGrid
          apiRef={apiRef}
          rows={initialRows}
          columns={columns}
          initialState={{sorting: {sortModel: [{field: 'date', sort: 'asc'}]}}}
        />
      </Box>
    </Box>
  );
}
