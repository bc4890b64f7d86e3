import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  type GridAggregationFunctionDataSource,
  type GridColDef,
  type GridDataSource,
  type GridGetRowsResponse,
} from '@mui/x-data-grid-premium';

// What a server would answer for: rows = region, columns = year then half-year, values = sum of revenue.
// The keys build the field names of the cells; the groups are the headers, already formatted.
const response: GridGetRowsResponse = {
  pivotColumns: [
    {
      key: '2024',
      group: '2024',
      children: [
        {key: 'h1', group: 'January–June'},
        {key: 'h2', group: 'July–December'},
      ],
    },
    {key: '2025', group: '2025', children: [{key: 'h1', group: 'January–June'}]},
  ],
  rows: [
    {
      id: 'north',
      groupKey: 'North',
      childrenCount: 310,
      '2024>h1>revenue': 412000,
      '2024>h2>revenue': 455000,
      '2025>h1>revenue': 468000,
    },
    {
      id: 'south',
      groupKey: 'South',
      childrenCount: 264,
      '2024>h1>revenue': 356000,
      '2024>h2>revenue': 371000,
      '2025>h1>revenue': 402000,
    },
    {
      id: 'west',
      groupKey: 'West',
      childrenCount: 198,
      '2024>h1>revenue': 241000,
      '2024>h2>revenue': 287000,
      '2025>h1>revenue': 295000,
    },
  ],
  rowCount: 3,
  aggregateRow: {'2024>h1>revenue': 1009000, '2024>h2>revenue': 1113000, '2025>h1>revenue': 1165000},
};

const dataSource: GridDataSource = {
  getRows: () => new Promise((resolve) => setTimeout(() => resolve(response), 300)),
  getGroupKey: (row) => row.groupKey,
  getChildrenCount: (row) => row.childrenCount,
  getAggregatedValue: (row, field) => row[field],
};

const aggregationFunctions: Record<string, GridAggregationFunctionDataSource> = {sum: {columnTypes: ['number']}};

const columns: GridColDef[] = [
  {field: 'region', headerName: 'Region', width: 120},
  {field: 'year', headerName: 'Year', width: 100},
  {field: 'half', headerName: 'Half-year', width: 120},
  {field: 'revenue', headerName: 'Revenue ($)', type: 'number', width: 130},
];

// ['2024', 'h1'] and 'revenue' give the field '2024>h1>revenue', the name used in the rows.
const pivotingColDef = (field: string, columnGroupPath: string[]) => ({field: [...columnGroupPath, field].join('>')});

export default function ServerPivotingStaticColumns() {
  return (
    <Box sx={{width: '100%'}}>
      <Box sx={{height: 400}}>
        <DataGridPremium
          columns={columns}
          dataSource={dataSource}
          aggregationFunctions={aggregationFunctions}
          pivotingColDef={pivotingColDef}
          disableColumnSorting
          initialState={{
            pivoting: {
              enabled: true,
              model: {
                rows: [{field: 'region'}],
                columns: [{field: 'year'}, {field: 'half'}],
                values: [{field: 'revenue', aggFunc: 'sum'}],
              },
            },
          }}
        />
      </Box>
      <Typography variant="subtitle2" sx={{mt: 1}}>
        pivotColumns of the response
      </Typography>
      <Box
        component="pre"
        sx={{m: 0, p: 1, maxHeight: 200, fontSize: 12, bgcolor: 'action.hover', borderRadius: 1, overflow: 'auto'}}
      >
        {JSON.stringify(response.pivotColumns, null, 1)}
      </Box>
    </Box>
  );
}
