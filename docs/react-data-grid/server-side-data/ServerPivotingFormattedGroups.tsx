import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GridSidebarValue,
  type GridAggregationFunctionDataSource,
  type GridColDef,
  type GridDataSource,
  type GridGetRowsParams,
  type GridGetRowsResponse,
} from '@mui/x-data-grid-premium';
import {ORDERS} from '@site/src/demo-data/orders';

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

type MonthGroup = {key: string; group: {date: string}};

// The server groups by month but does not format: each group carries the first day of its month,
// and it lists the months newest first (the grid orders them itself).
function getRows(params: GridGetRowsParams): Promise<GridGetRowsResponse> {
  const monthKey = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
  const months = Array.from(new Set(ORDERS.map((order) => monthKey(order.date))))
    .sort()
    .reverse();
  const pivotColumns: MonthGroup[] = months.map((key) => ({key, group: {date: `${key}-01`}}));
  const revenueIn = (orders: typeof ORDERS) =>
    Object.fromEntries(
      months.map((key) => [
        `${key}>revenue`,
        orders
          .filter((order) => monthKey(order.date) === key)
          .reduce((sum, order) => sum + order.quantity * order.unitPrice, 0),
      ]),
    );
  const categories = Array.from(new Set(ORDERS.map((order) => order.category))).sort();
  const rows = categories.map((category) => {
    const orders = ORDERS.filter((order) => order.category === category);
    return {id: category, groupKey: category, childrenCount: orders.length, ...revenueIn(orders)};
  });
  const response: GridGetRowsResponse = {rows, rowCount: rows.length, pivotColumns, aggregateRow: revenueIn(ORDERS)};
  return new Promise((resolve) =>
    setTimeout(() => resolve(params.pivotModel ? response : {rows: [], rowCount: 0}), 400),
  );
}

const dataSource: GridDataSource = {
  getRows,
  getGroupKey: (row) => row.groupKey,
  getChildrenCount: (row) => row.childrenCount,
  getAggregatedValue: (row, field) => row[field],
};

const aggregationFunctions: Record<string, GridAggregationFunctionDataSource> = {sum: {columnTypes: ['number']}};

const columns: GridColDef[] = [
  {field: 'category', headerName: 'Category', width: 130},
  {field: 'date', headerName: 'Date', type: 'date', width: 120},
  {
    // Applied to each `group` object of the response: the value sorts the groups, the formatted value is the header.
    field: 'month',
    headerName: 'Month',
    width: 120,
    valueGetter: (_value, row: {date: string}) => new Date(`${row.date}T00:00:00`).getMonth(),
    valueFormatter: (value: number) => MONTH_NAMES[value],
  },
  {field: 'revenue', headerName: 'Revenue ($)', type: 'number', width: 130},
];

const pivotingColDef = (field: string, columnGroupPath: string[]) => ({field: `${columnGroupPath.join('>')}>${field}`});

export default function ServerPivotingFormattedGroups() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGridPremium
        columns={columns}
        dataSource={dataSource}
        aggregationFunctions={aggregationFunctions}
        pivotingColDef={pivotingColDef}
        showToolbar
        initialState={{
          pivoting: {
            enabled: true,
            model: {
              rows: [{field: 'category'}],
              columns: [{field: 'month', sort: 'asc'}],
              values: [{field: 'revenue', aggFunc: 'sum'}],
            },
          },
          sidebar: {open: true, value: GridSidebarValue.Pivot},
        }}
      />
    </Box>
  );
}
