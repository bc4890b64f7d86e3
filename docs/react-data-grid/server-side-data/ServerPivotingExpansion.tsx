import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  type GridAggregationFunctionDataSource,
  type GridColDef,
  type GridDataSource,
  type GridGetRowsParams,
  type GridGetRowsResponse,
} from '@mui/x-data-grid-premium';
import {ORDERS, type Order} from '@site/src/demo-data/orders';

type Sale = Order & {revenue: number};

// The fake server's table: the shop's orders, with their revenue.
const table: Sale[] = ORDERS.map((order) => ({...order, revenue: order.quantity * order.unitPrice}));

// Joins group keys and value fields into the field names of the pivot cells, e.g. "Japan>Audio>revenue".
const SEPARATOR = '>';

type PivotColumnNode = {key: string; group: string; children?: PivotColumnNode[]};
type PivotModelParam = NonNullable<GridGetRowsParams['pivotModel']>;

const cellText = (row: Sale, field: string) => String(row[field as keyof Sale]);

function distinctValues(rows: Sale[], field: string, sort?: 'asc' | 'desc') {
  const values = Array.from(new Set(rows.map((row) => cellText(row, field)))).sort();
  return sort === 'desc' ? values.reverse() : values;
}

function aggregate(rows: Sale[], field: string, aggFunc: string) {
  const numbers = rows.map((row) => Number(row[field as keyof Sale]));
  const total = numbers.reduce((sum, value) => sum + value, 0);
  switch (aggFunc) {
    case 'avg':
      return numbers.length === 0 ? 0 : Math.round(total / numbers.length);
    case 'min':
      return Math.min(...numbers);
    case 'max':
      return Math.max(...numbers);
    case 'size':
      return rows.length;
    default:
      return total;
  }
}

// The value of every pivot cell of a row: one per combination of column values and value field.
function pivotCells(rows: Sale[], model: PivotModelParam) {
  const cells: Record<string, number> = {};
  const walk = (subset: Sale[], depth: number, path: string[]) => {
    if (depth === model.columns.length) {
      model.values.forEach(({field, aggFunc}) => {
        cells[[...path, field].join(SEPARATOR)] = aggregate(subset, field, aggFunc);
      });
      return;
    }
    const {field} = model.columns[depth];
    distinctValues(subset, field).forEach((value) => {
      walk(
        subset.filter((row) => cellText(row, field) === value),
        depth + 1,
        [...path, value],
      );
    });
  };
  walk(rows, 0, []);
  return cells;
}

// The tree of column groups; the server formats the headers, so each `group` is a string.
function pivotColumnsOf(rows: Sale[], columns: PivotModelParam['columns']): PivotColumnNode[] {
  if (columns.length === 0) {
    return [];
  }
  const [{field, sort}, ...rest] = columns;
  return distinctValues(rows, field, sort).map((value) => {
    const children = pivotColumnsOf(
      rows.filter((row) => cellText(row, field) === value),
      rest,
    );
    return {key: value, group: value, ...(children.length > 0 ? {children} : {})};
  });
}

function answerPivot(params: GridGetRowsParams): GridGetRowsResponse {
  const model = params.pivotModel;
  if (!model) {
    // Pivot turned off: the flat table
    return {rows: table, rowCount: table.length};
  }
  const groupFields = params.groupFields ?? [];
  const groupKeys = params.groupKeys ?? [];
  const inGroup = table.filter((row) => groupKeys.every((key, index) => cellText(row, groupFields[index]) === key));
  const depth = groupKeys.length;
  let rows: Record<string, unknown>[];
  if (groupFields.length === 0) {
    rows = [{id: 'all', ...pivotCells(inGroup, model)}];
  } else {
    const field = groupFields[depth];
    rows = distinctValues(inGroup, field).map((value) => {
      const subset = inGroup.filter((row) => cellText(row, field) === value);
      return {
        id: [...groupKeys, value].join(SEPARATOR),
        groupKey: value,
        [field]: value,
        // Sub-groups, or at the last level the number of orders (the grid does not expand those groups).
        childrenCount:
          depth + 1 < groupFields.length ? distinctValues(subset, groupFields[depth + 1]).length : subset.length,
        ...pivotCells(subset, model),
      };
    });
  }
  return {
    rows,
    rowCount: rows.length,
    pivotColumns: pivotColumnsOf(table, model.columns),
    aggregateRow: pivotCells(table, model),
  };
}

// The functions the server can compute; the grid offers them in the pivot panel.
const aggregationFunctions: Record<string, GridAggregationFunctionDataSource> = {
  sum: {columnTypes: ['number']},
  avg: {columnTypes: ['number']},
  min: {columnTypes: ['number']},
  max: {columnTypes: ['number']},
  size: {},
};

// Names each generated column after the path of column groups and the value field.
const pivotingColDef = (field: string, columnGroupPath: string[]) => ({
  field: [...columnGroupPath, field].join(SEPARATOR),
});

const dataSource: GridDataSource = {
  getRows: (params) => new Promise((resolve) => setTimeout(() => resolve(answerPivot(params)), 400)),
  getGroupKey: (row) => row.groupKey,
  getChildrenCount: (row) => row.childrenCount,
  getAggregatedValue: (row, field) => row[field],
};

const columns: GridColDef<Sale>[] = [
  {field: 'country', headerName: 'Country', width: 130},
  {field: 'city', headerName: 'City', width: 130},
  {field: 'category', headerName: 'Category', width: 130},
  {field: 'status', headerName: 'Status', width: 120},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 90},
  {field: 'revenue', headerName: 'Revenue ($)', type: 'number', width: 130},
];

export default function ServerPivotingExpansion() {
  return (
    <Box sx={{height: 480, width: '100%'}}>
      <DataGridPremium
        columns={columns}
        dataSource={dataSource}
        aggregationFunctions={aggregationFunctions}
        pivotingColDef={pivotingColDef}
        // Every country is fetched open: one request for the countries, then one per country.
        defaultGroupingExpansionDepth={-1}
        showToolbar
        initialState={{
          pivoting: {
            enabled: true,
            model: {
              rows: [{field: 'country'}, {field: 'city'}],
              columns: [{field: 'status', sort: 'asc'}],
              values: [{field: 'quantity', aggFunc: 'sum'}],
            },
          },
        }}
      />
    </Box>
  );
}
