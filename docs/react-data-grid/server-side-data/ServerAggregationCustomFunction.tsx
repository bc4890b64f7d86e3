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

type Flight = {id: number; route: string; minutesLate: number};

const routes = ['LIS → MAD', 'AMS → CPH', 'FRA → VIE', 'DUB → EDI', 'ATH → SOF'];
const flights: Flight[] = Array.from({length: 90}, (_, index) => ({
  id: index + 1,
  route: routes[index % routes.length],
  minutesLate: (index * 29) % 70 < 45 ? 0 : ((index * 29) % 70) - 40,
}));

// Functions that only the server implements: the grid needs their names, labels, and column types
const aggregationFunctions: Record<string, GridAggregationFunctionDataSource> = {
  avg: {columnTypes: ['number']},
  max: {columnTypes: ['number']},
  onTimeRate: {label: 'on time', columnTypes: ['number'], hasCellUnit: false},
};

function fetchFlights(params: GridGetRowsParams): Promise<GridGetRowsResponse> {
  const delays = flights.map((flight) => flight.minutesLate);
  const results: Record<string, number> = {
    avg: delays.reduce((sum, delay) => sum + delay, 0) / delays.length,
    max: Math.max(...delays),
    onTimeRate: delays.filter((delay) => delay === 0).length / delays.length,
  };
  const aggregateRow: Record<string, number> = {};
  Object.entries(params.aggregationModel ?? {}).forEach(([field, name]) => {
    aggregateRow[field] = results[name] ?? 0;
  });
  const start = Number(params.start);
  return new Promise((resolve) => {
    setTimeout(
      () => resolve({rows: flights.slice(start, params.end + 1), rowCount: flights.length, aggregateRow}),
      300,
    );
  });
}

const dataSource: GridDataSource = {getRows: fetchFlights, getAggregatedValue: (row, field) => row[field]};

const columns: GridColDef<Flight>[] = [
  {field: 'id', headerName: 'Flight', width: 100},
  {field: 'route', headerName: 'Route', width: 150},
  {
    field: 'minutesLate',
    headerName: 'Delay (min)',
    type: 'number',
    width: 150,
    // Server results are not formatted by the function: the cell knows which function produced the value
    renderCell: (params) => {
      if (params.aggregation?.aggregationFunctionName === 'onTimeRate') {
        return <strong>{Math.round(Number(params.value) * 100)} % on time</strong>;
      }
      if (params.aggregation) {
        return <strong>{Number(params.value).toFixed(1)}</strong>;
      }
      return params.formattedValue;
    },
  },
];

export default function ServerAggregationCustomFunction() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGridPremium
        columns={columns}
        dataSource={dataSource}
        aggregationFunctions={aggregationFunctions}
        pagination
        pageSizeOptions={[15, 30]}
        initialState={{
          pagination: {paginationModel: {pageSize: 15, page: 0}},
          aggregation: {model: {minutesLate: 'onTimeRate'}},
        }}
        disableColumnFilter
        disableColumnSorting
      />
    </Box>
  );
}
