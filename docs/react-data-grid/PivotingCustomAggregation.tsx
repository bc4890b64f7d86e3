import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GRID_AGGREGATION_FUNCTIONS,
  type GridAggregationFunction,
  type GridColDef,
  type GridPivotModel,
} from '@mui/x-data-grid-premium';
import {ORDERS, type Order} from '@site/src/demo-data/orders';

// The middle order value of a group: one large order does not pull it up the way it pulls an average.
const median: GridAggregationFunction<number, number> = {
  label: 'median',
  columnTypes: ['number'],
  apply: ({values}) => {
    const sorted = values.filter((value): value is number => typeof value === 'number').sort((a, b) => a - b);
    if (sorted.length === 0) {
      return null;
    }
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  },
};

const aggregationFunctions = {...GRID_AGGREGATION_FUNCTIONS, median};

const currency = new Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD', maximumFractionDigits: 0});

const columns: GridColDef<Order>[] = [
  {field: 'customer', headerName: 'Customer', width: 150},
  {field: 'category', headerName: 'Category', width: 120},
  {field: 'status', headerName: 'Status', width: 110},
  {field: 'quantity', headerName: 'Quantity', type: 'number', width: 100},
  {
    field: 'orderValue',
    headerName: 'Order value',
    type: 'number',
    width: 130,
    valueGetter: (_value, row) => row.quantity * row.unitPrice,
    valueFormatter: (value: number | null) => (value == null ? '' : currency.format(value)),
  },
];

// The custom function is used in the model by its key in `aggregationFunctions`, like a built-in one.
const pivotModel: GridPivotModel = {
  rows: [{field: 'category'}],
  columns: [{field: 'status', sort: 'asc'}],
  values: [{field: 'orderValue', aggFunc: 'median'}],
};

export default function PivotingCustomAggregation() {
  return (
    <Box sx={{height: 460, width: '100%'}}>
      <DataGridPremium
        rows={ORDERS}
        columns={columns}
        aggregationFunctions={aggregationFunctions}
        initialState={{pivoting: {enabled: true, model: pivotModel}}}
        pivotingColDef={{width: 130}}
        showToolbar
      />
    </Box>
  );
}
