import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {DataGridPremium, GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD, type GridColDef} from '@mui/x-data-grid-premium';
import {ORDERS, type Order} from '@site/src/demo-data/orders';

const columns: GridColDef<Order>[] = [
  {field: 'country', headerName: 'Country', width: 130},
  {field: 'product', headerName: 'Product', width: 180},
  {field: 'customer', headerName: 'Customer', width: 160},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 80},
];

const rows = ORDERS.slice(0, 30);

export default function RowGroupingMainCriteria() {
  const [sortGroups, setSortGroups] = React.useState(true);

  const groupingColDef = React.useMemo(
    () => ({
      leafField: 'product',
      // Without it, sorting and filtering the grouping column use the leaf field (product)
      mainGroupingCriteria: sortGroups ? 'country' : undefined,
      width: 240,
    }),
    [sortGroups],
  );

  return (
    <Box sx={{width: '100%'}}>
      <FormControlLabel
        control={<Switch checked={sortGroups} onChange={(event) => setSortGroups(event.target.checked)} />}
        label="mainGroupingCriteria: 'country'"
      />
      <Box sx={{height: 400}}>
        {/* The initial sort applies on mount: a new key mounts the grid again with the other setting */}
        <DataGridPremium
          key={String(sortGroups)}
          rows={rows}
          columns={columns}
          groupingColDef={groupingColDef}
          initialState={{
            rowGrouping: {model: ['country']},
            sorting: {sortModel: [{field: GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD, sort: 'desc'}]},
            columns: {columnVisibilityModel: {country: false, product: false}},
          }}
          defaultGroupingExpansionDepth={-1}
        />
      </Box>
    </Box>
  );
}
