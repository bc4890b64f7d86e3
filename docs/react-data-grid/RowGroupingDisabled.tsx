import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {DataGridPremium, type GridColDef} from '@mui/x-data-grid-premium';
import {ORDERS, type Order} from '@site/src/demo-data/orders';

const columns: GridColDef<Order>[] = [
  {field: 'category', headerName: 'Category', width: 130},
  {field: 'product', headerName: 'Product', width: 180},
  {field: 'customer', headerName: 'Customer', width: 160},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 80},
];

export default function RowGroupingDisabled() {
  const [disabled, setDisabled] = React.useState(true);

  return (
    <Box sx={{width: '100%'}}>
      <FormControlLabel
        control={<Switch checked={disabled} onChange={(event) => setDisabled(event.target.checked)} />}
        label="disableRowGrouping"
      />
      <Box sx={{height: 400}}>
        {/* The model is kept while grouping is disabled, and applies again when it is enabled */}
        <DataGridPremium
          rows={ORDERS}
          columns={columns}
          disableRowGrouping={disabled}
          initialState={{rowGrouping: {model: ['category']}}}
        />
      </Box>
    </Box>
  );
}
