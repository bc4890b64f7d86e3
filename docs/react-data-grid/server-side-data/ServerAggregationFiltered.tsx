import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  getGridStringOperators,
  type GridAggregationFunctionDataSource,
  type GridColDef,
  type GridDataSource,
  type GridGetRowsParams,
  type GridGetRowsResponse,
} from '@mui/x-data-grid-premium';

type Expense = {id: number; team: string; vendor: string; cost: number};

const teams = ['Design', 'Engineering', 'Marketing', 'Sales', 'Support'];
const vendors = ['CloudHost', 'PrintShop', 'TravelCo', 'SoftLicense', 'OfficeMart'];

const expenses: Expense[] = Array.from({length: 150}, (_, index) => ({
  id: index + 1,
  team: teams[(index * 3) % teams.length],
  vendor: vendors[index % vendors.length],
  cost: 40 + ((index * 173) % 1900),
}));

const aggregationFunctions: Record<string, GridAggregationFunctionDataSource> = {
  sum: {columnTypes: ['number']},
  avg: {columnTypes: ['number']},
  size: {hasCellUnit: false},
};

// Fake backend: the totals are computed over the rows that pass the filter, not over one page
function fetchExpenses(params: GridGetRowsParams): Promise<GridGetRowsResponse> {
  const [item] = params.filterModel.items;
  const matching =
    item?.value && typeof item.value === 'string'
      ? expenses.filter((expense) =>
          String(expense[item.field as keyof Expense])
            .toLowerCase()
            .includes(item.value.toLowerCase()),
        )
      : expenses;
  const costs = matching.map((expense) => expense.cost);
  const total = costs.reduce((sum, cost) => sum + cost, 0);
  const results: Record<string, number> = {
    sum: total,
    avg: costs.length ? total / costs.length : 0,
    size: costs.length,
  };
  const aggregateRow: Record<string, number> = {};
  Object.entries(params.aggregationModel ?? {}).forEach(([field, name]) => {
    aggregateRow[field] = results[name] ?? 0;
  });
  const start = Number(params.start);
  return new Promise((resolve) => {
    setTimeout(
      () => resolve({rows: matching.slice(start, params.end + 1), rowCount: matching.length, aggregateRow}),
      300,
    );
  });
}

const dataSource: GridDataSource = {getRows: fetchExpenses, getAggregatedValue: (row, field) => row[field]};

// This server only filters text with "contains"
const containsOnly = getGridStringOperators().filter((operator) => operator.value === 'contains');

const columns: GridColDef<Expense>[] = [
  {field: 'team', headerName: 'Team', width: 150, filterOperators: containsOnly},
  {field: 'vendor', headerName: 'Vendor', width: 150, filterOperators: containsOnly},
  {field: 'cost', headerName: 'Cost ($)', type: 'number', width: 140, filterable: false},
];

export default function ServerAggregationFiltered() {
  return (
    <Box sx={{height: 440, width: '100%'}}>
      <DataGridPremium
        columns={columns}
        dataSource={dataSource}
        aggregationFunctions={aggregationFunctions}
        pagination
        pageSizeOptions={[20, 50]}
        showToolbar
        initialState={{
          pagination: {paginationModel: {pageSize: 20, page: 0}},
          aggregation: {model: {cost: 'sum'}},
          filter: {filterModel: {items: [{field: 'team', operator: 'contains', value: 'Design'}]}},
        }}
        disableColumnSorting
      />
    </Box>
  );
}
