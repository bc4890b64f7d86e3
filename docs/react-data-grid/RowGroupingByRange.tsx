import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPremium, GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD, type GridColDef} from '@mui/x-data-grid-premium';
import {ORDERS, type Order} from '@site/src/demo-data/orders';

const usd = new Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD', maximumFractionDigits: 0});

// Numeric keys: sorting the grouping column orders the bands by size, not by label
const bandLabels: Record<number, string> = {
  1: 'Small (under $500)',
  2: 'Medium ($500 to $2,499)',
  3: 'Large ($2,500 and more)',
};

const orderTotal = (row: Order) => row.quantity * row.unitPrice;

const columns: GridColDef<Order>[] = [
  {
    field: 'band',
    headerName: 'Order size',
    type: 'number',
    // A column with no data of its own: it exists to group by a computed key
    groupingValueGetter: (_value: never, row: Order) => {
      const total = orderTotal(row);
      if (total < 500) {
        return 1;
      }
      return total < 2500 ? 2 : 3;
    },
    valueFormatter: (value?: number) => (value == null ? '' : bandLabels[value]),
  },
  {field: 'product', headerName: 'Product', width: 180},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 80},
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 120,
    valueGetter: (_value, row) => orderTotal(row),
    valueFormatter: (value?: number) => (value == null ? '' : usd.format(value)),
  },
];

export default function RowGroupingByRange() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGridPremium
        rows={ORDERS}
        columns={columns}
        groupingColDef={{width: 260}}
        initialState={{
          rowGrouping: {model: ['band']},
          aggregation: {model: {total: 'sum'}},
          columns: {columnVisibilityModel: {band: false}},
          sorting: {sortModel: [{field: GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD, sort: 'asc'}]},
        }}
      />
    </Box>
  );
}
