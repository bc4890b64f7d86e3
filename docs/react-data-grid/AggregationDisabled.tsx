import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {DataGridPremium, type GridColDef} from '@mui/x-data-grid-premium';
import {ORDERS, type Order} from '@site/src/demo-data/orders';

const columns: GridColDef<Order>[] = [
  {field: 'product', headerName: 'Product', width: 170},
  {field: 'customer', headerName: 'Customer', width: 150},
  {field: 'quantity', headerName: 'Units', type: 'number', width: 110},
];

export default function AggregationDisabled() {
  const [disabled, setDisabled] = React.useState(false);

  return (
    <Box sx={{width: '100%'}}>
      <FormControlLabel
        control={<Switch checked={disabled} onChange={(event) => setDisabled(event.target.checked)} />}
        label="disableAggregation"
      />
      <Box sx={{height: 380}}>
        <DataGridPremium
          rows={ORDERS}
          columns={columns}
          disableAggregation={disabled}
          initialState={{aggregation: {model: {quantity: 'sum'}}}}
        />
      </Box>
    </Box>
  );
}
