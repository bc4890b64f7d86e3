import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {DataGridPremium, type GridColDef} from '@mui/x-data-grid-premium';
import {ORDERS, type Order} from '@site/src/demo-data/orders';

const columns: GridColDef<Order>[] = [
  {field: 'product', headerName: 'Product', width: 170},
  {field: 'status', headerName: 'Status', width: 120},
  {field: 'quantity', headerName: 'Units', type: 'number', width: 100},
];

export default function AggregationRowsScope() {
  const [scope, setScope] = React.useState<'filtered' | 'all'>('filtered');

  return (
    <Box sx={{width: '100%'}}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={scope}
        onChange={(_event, value: 'filtered' | 'all' | null) => value && setScope(value)}
        sx={{mb: 1}}
      >
        <ToggleButton value="filtered">filtered</ToggleButton>
        <ToggleButton value="all">all</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{height: 420}}>
        {/* The scope is read when the values are computed (after filtering): the key remounts the grid */}
        <DataGridPremium
          key={scope}
          rows={ORDERS}
          columns={columns}
          aggregationRowsScope={scope}
          showToolbar
          initialState={{
            aggregation: {model: {quantity: 'sum'}},
            filter: {filterModel: {items: [{field: 'status', operator: 'equals', value: 'Delivered'}]}},
          }}
        />
      </Box>
    </Box>
  );
}
