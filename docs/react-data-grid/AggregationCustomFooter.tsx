import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  GRID_ROOT_GROUP_ID,
  GridFooterContainer,
  gridAggregationLookupSelector,
  type GridColDef,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid-premium';
import {ORDERS, type Order} from '@site/src/demo-data/orders';

const usd = new Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD', maximumFractionDigits: 0});

function TotalsFooter() {
  const apiRef = useGridApiContext();
  // The computed values, by group id and field; the whole data set is the root group.
  // v8 fills the lookup after the first render, so it can still be missing here.
  const lookup = useGridSelector(apiRef, gridAggregationLookupSelector);
  const totals = lookup?.[GRID_ROOT_GROUP_ID];

  return (
    <GridFooterContainer>
      <Stack direction="row" spacing={3} sx={{px: 2, py: 1.5}}>
        <Typography variant="body2">
          Units: <strong>{totals?.quantity?.value ?? '…'}</strong>
        </Typography>
        <Typography variant="body2">
          Revenue: <strong>{totals?.revenue ? usd.format(totals.revenue.value) : '…'}</strong>
        </Typography>
      </Stack>
    </GridFooterContainer>
  );
}

const columns: GridColDef<Order>[] = [
  {field: 'product', headerName: 'Product', width: 170},
  {field: 'country', headerName: 'Country', width: 130},
  {field: 'quantity', headerName: 'Units', type: 'number', width: 100},
  {
    field: 'revenue',
    headerName: 'Revenue',
    type: 'number',
    width: 130,
    valueGetter: (_value, row) => row.quantity * row.unitPrice,
    valueFormatter: (value?: number) => (value == null ? '' : usd.format(value)),
  },
];

export default function AggregationCustomFooter() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGridPremium
        rows={ORDERS}
        columns={columns}
        // 'inline' on the root: the totals are computed, but no footer row is added
        getAggregationPosition={(groupNode) => (groupNode.depth === -1 ? 'inline' : null)}
        slots={{footer: TotalsFooter}}
        initialState={{aggregation: {model: {quantity: 'sum', revenue: 'sum'}}}}
      />
    </Box>
  );
}
