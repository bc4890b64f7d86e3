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

type Invoice = {id: number; customer: string; amount: number; paidOn: Date};

const customers = ['Northwind', 'Contoso', 'Fabrikam', 'Litware', 'Tailspin', 'Adatum', 'Woodgrove'];

const invoices: Invoice[] = Array.from({length: 120}, (_, index) => ({
  id: index + 1,
  customer: customers[index % customers.length],
  amount: 100 + ((index * 211) % 2400),
  paidOn: new Date(2025, index % 12, 1 + (index % 28)),
}));

// What the fake server knows how to compute, over all its rows.
const serverFunctions: Record<string, (values: number[]) => number> = {
  sum: (values) => values.reduce((total, value) => total + value, 0),
  avg: (values) => (values.length === 0 ? 0 : values.reduce((total, value) => total + value, 0) / values.length),
  min: (values) => Math.min(...values),
  max: (values) => Math.max(...values),
  size: (values) => values.length,
};

// The functions offered in the column menus; the server does the math, so there is no `apply`.
const aggregationFunctions: Record<string, GridAggregationFunctionDataSource> = {
  sum: {columnTypes: ['number']},
  avg: {columnTypes: ['number']},
  min: {columnTypes: ['number']},
  max: {columnTypes: ['number']},
  size: {hasCellUnit: false},
};

// Fake backend: one page of invoices, plus the aggregated values of the whole table.
function fetchInvoices(params: GridGetRowsParams): Promise<GridGetRowsResponse> {
  const aggregateRow: Record<string, number> = {};
  Object.entries(params.aggregationModel ?? {}).forEach(([field, functionName]) => {
    const values = invoices.map((invoice) => Number(invoice[field as keyof Invoice]));
    aggregateRow[field] = serverFunctions[functionName]?.(values) ?? 0;
  });
  const start = Number(params.start);
  return new Promise((resolve) => {
    setTimeout(() => {
      resolve({rows: invoices.slice(start, params.end + 1), rowCount: invoices.length, aggregateRow});
    }, 400);
  });
}

const dataSource: GridDataSource = {
  getRows: fetchInvoices,
  // Reads an aggregated value from the `aggregateRow` of the response.
  getAggregatedValue: (row, field) => row[field],
};

const usd = new Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD'});

const columns: GridColDef[] = [
  {field: 'customer', headerName: 'Customer', width: 200},
  {field: 'paidOn', headerName: 'Paid on', type: 'date', width: 140},
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 160,
    valueFormatter: (value?: number) => (value == null ? '' : usd.format(value)),
  },
];

export default function ServerAggregationFooter() {
  return (
    <Box sx={{height: 460, width: '100%'}}>
      <DataGridPremium
        columns={columns}
        dataSource={dataSource}
        aggregationFunctions={aggregationFunctions}
        pagination
        initialState={{
          pagination: {paginationModel: {pageSize: 25, page: 0}},
          aggregation: {model: {amount: 'sum'}},
        }}
        pageSizeOptions={[25, 50]}
        disableColumnFilter
        disableColumnSorting
      />
    </Box>
  );
}
