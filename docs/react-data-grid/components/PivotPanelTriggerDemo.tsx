import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import PivotTableChartIcon from '@mui/icons-material/PivotTableChart';
import {DataGridPremium, PivotPanelTrigger, Toolbar, type GridColDef} from '@mui/x-data-grid-premium';
import {ORDERS, type Order} from '@site/src/demo-data/orders';

const columns: GridColDef<Order>[] = [
  {field: 'date', headerName: 'Date', type: 'date', width: 120},
  {field: 'country', headerName: 'Country', width: 130},
  {field: 'category', headerName: 'Category', width: 130},
  {field: 'status', headerName: 'Status', width: 120},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 90},
];

function PivotToolbar() {
  return (
    <Toolbar>
      <PivotPanelTrigger
        render={(props, state) => (
          <Button
            {...props}
            size="small"
            startIcon={<PivotTableChartIcon />}
            color={state.active ? 'primary' : 'inherit'}
            variant={state.open ? 'contained' : 'text'}
          >
            {state.active ? 'Pivot (on)' : 'Pivot'}
          </Button>
        )}
      />
    </Toolbar>
  );
}

export default function PivotPanelTriggerDemo() {
  return (
    <Box sx={{height: 460, width: '100%'}}>
      <DataGridPremium
        rows={ORDERS}
        columns={columns}
        slots={{toolbar: PivotToolbar}}
        showToolbar
        initialState={{
          pivoting: {
            model: {
              rows: [{field: 'country'}],
              columns: [{field: 'category', sort: 'asc'}],
              values: [{field: 'quantity', aggFunc: 'sum'}],
            },
          },
        }}
      />
    </Box>
  );
}
