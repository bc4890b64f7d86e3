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

type Sale = {id: number; region: string; store: string; revenue: number; units: number};

const stores = [
  ['North', 'Bergen'],
  ['North', 'Tromsø'],
  ['South', 'Seville'],
  ['South', 'Málaga'],
  ['East', 'Debrecen'],
];

const sales: Sale[] = Array.from({length: 60}, (_, index) => {
  const [region, store] = stores[(index * 2) % stores.length];
  return {id: index + 1, region, store, revenue: 200 + ((index * 131) % 1800), units: 1 + ((index * 7) % 12)};
});

const aggregationFunctions: Record<string, GridAggregationFunctionDataSource> = {
  sum: {columnTypes: ['number']},
  avg: {columnTypes: ['number']},
};

const compute = (rows: Sale[], model: Record<string, string>) => {
  const values: Record<string, number> = {};
  Object.entries(model).forEach(([field, name]) => {
    const numbers = rows.map((row) => Number(row[field as keyof Sale]));
    const total = numbers.reduce((sum, value) => sum + value, 0);
    values[field] = name === 'avg' ? total / Math.max(1, numbers.length) : total;
  });
  return values;
};

// Fake GROUP BY: every group row carries its own aggregated values
function fetchSales(params: GridGetRowsParams): Promise<GridGetRowsResponse> {
  const groupFields = (params.groupFields ?? []) as (keyof Sale)[];
  const groupKeys = params.groupKeys ?? [];
  const model = params.aggregationModel ?? {};
  const matching = sales.filter((sale) => groupKeys.every((key, depth) => String(sale[groupFields[depth]]) === key));
  let rows: Record<string, unknown>[] = matching;
  if (groupKeys.length < groupFields.length) {
    const field = groupFields[groupKeys.length];
    const keys = Array.from(new Set(matching.map((sale) => String(sale[field])))).sort();
    rows = keys.map((key) => {
      const children = matching.filter((sale) => String(sale[field]) === key);
      const isLastLevel = groupKeys.length + 1 === groupFields.length;
      return {
        id: [...groupKeys, key].join('/'),
        groupKey: key,
        [field]: key,
        childrenCount: isLastLevel
          ? children.length
          : new Set(children.map((sale) => sale[groupFields[groupKeys.length + 1]])).size,
        aggregates: compute(children, model),
      };
    });
  }
  return new Promise((resolve) => {
    setTimeout(() => resolve({rows, rowCount: rows.length, aggregateRow: {aggregates: compute(sales, model)}}), 300);
  });
}

const dataSource: GridDataSource = {
  getRows: fetchSales,
  getGroupKey: (row) => row.groupKey,
  getChildrenCount: (row) => row.childrenCount ?? 0,
  // Group rows and the footer keep their values in an `aggregates` object
  getAggregatedValue: (row, field) => row.aggregates?.[field],
};

const columns: GridColDef[] = [
  {field: 'region', headerName: 'Region', width: 120},
  {field: 'store', headerName: 'Store', width: 130},
  {field: 'revenue', headerName: 'Revenue ($)', type: 'number', width: 140},
  {field: 'units', headerName: 'Units', type: 'number', width: 110},
];

export default function ServerAggregationGroups() {
  return (
    <Box sx={{height: 440, width: '100%'}}>
      <DataGridPremium
        columns={columns}
        dataSource={dataSource}
        aggregationFunctions={aggregationFunctions}
        initialState={{
          rowGrouping: {model: ['region', 'store']},
          aggregation: {model: {revenue: 'sum', units: 'avg'}},
          columns: {columnVisibilityModel: {region: false, store: false}},
        }}
        disableColumnFilter
        disableColumnSorting
      />
    </Box>
  );
}
