import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {DataGridPremium, type GridColDef} from '@mui/x-data-grid-premium';
import {ORDERS, type Order} from '@site/src/demo-data/orders';

const columns: GridColDef<Order>[] = [
  {field: 'country', headerName: 'Country', width: 130},
  {field: 'city', headerName: 'City', width: 130},
  {field: 'customer', headerName: 'Customer', width: 160},
  {field: 'product', headerName: 'Product', width: 180},
];

const choices = [
  {depth: 0, label: '0: all collapsed'},
  {depth: 1, label: '1: countries open'},
  {depth: -1, label: '-1: everything open'},
];

export default function RowGroupingExpansionDepth() {
  const [depth, setDepth] = React.useState(1);

  return (
    <Box sx={{width: '100%'}}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={depth}
        onChange={(_event, value: number | null) => value !== null && setDepth(value)}
        sx={{mb: 1}}
      >
        {choices.map((choice) => (
          <ToggleButton key={choice.depth} value={choice.depth}>
            {choice.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box sx={{height: 400}}>
        {/* Since v8.16, existing groups keep their state when the prop changes: remount to apply the new depth */}
        <DataGridPremium
          key={depth}
          rows={ORDERS}
          columns={columns}
          defaultGroupingExpansionDepth={depth}
          initialState={{
            rowGrouping: {model: ['country', 'city']},
            columns: {columnVisibilityModel: {country: false, city: false}},
          }}
        />
      </Box>
    </Box>
  );
}
