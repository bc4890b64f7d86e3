import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  type GridColDef,
  type GridDataSource,
  type GridGetRowsParams,
  type GridGetRowsResponse,
} from '@mui/x-data-grid-premium';

type Order = {id: number; country: string; city: string; customer: string; amount: number};

const places = [
  ['France', 'Paris'],
  ['France', 'Lyon'],
  ['Japan', 'Tokyo'],
  ['Japan', 'Osaka'],
  ['Mexico', 'Puebla'],
];
const customers = ['Atelier Nord', 'Kaito Tools', 'Café Luna', 'Orbit Labs', 'Verde Foods', 'Pixel & Co'];

// The orders table of the fake server
const orders: Order[] = Array.from({length: 40}, (_, index) => {
  const [country, city] = places[(index * 3) % places.length];
  return {
    id: index + 1,
    country,
    city,
    customer: customers[index % customers.length],
    amount: 50 + ((index * 97) % 950),
  };
});

// Plays the role of a GROUP BY query on the server
function fetchGroupedOrders(params: GridGetRowsParams): Promise<GridGetRowsResponse> {
  const groupFields = (params.groupFields ?? []) as (keyof Order)[];
  const groupKeys = params.groupKeys ?? [];
  // Rows that belong to the expanded group
  const matching = orders.filter((order) => groupKeys.every((key, depth) => String(order[groupFields[depth]]) === key));

  let rows: Record<string, unknown>[];
  if (groupKeys.length < groupFields.length) {
    const field = groupFields[groupKeys.length];
    const values = Array.from(new Set(matching.map((order) => String(order[field])))).sort();
    rows = values.map((value) => {
      const children = matching.filter((order) => String(order[field]) === value);
      return {
        id: [...groupKeys, value].join('/'),
        [field]: value,
        groupKey: value,
        // The next level's group count, or the number of orders at the last level
        childrenCount:
          groupKeys.length + 1 < groupFields.length
            ? new Set(children.map((order) => order[groupFields[groupKeys.length + 1]])).size
            : children.length,
        // The server can also send totals for the group row
        amount: children.reduce((total, order) => total + order.amount, 0),
      };
    });
  } else {
    rows = matching;
  }
  return new Promise((resolve) => {
    setTimeout(() => resolve({rows, rowCount: rows.length}), 400);
  });
}

const dataSource: GridDataSource = {
  getRows: fetchGroupedOrders,
  getGroupKey: (row) => row.groupKey,
  getChildrenCount: (row) => row.childrenCount ?? 0,
};

const columns: GridColDef[] = [
  {field: 'country', headerName: 'Country', width: 130},
  {field: 'city', headerName: 'City', width: 130},
  {field: 'customer', headerName: 'Customer', width: 180},
  {field: 'amount', headerName: 'Amount ($)', type: 'number', width: 130},
];

export default function ServerRowGroupingOrders() {
  return (
    <Box sx={{height: 440, width: '100%'}}>
      <DataGridPremium
        columns={columns}
        dataSource={dataSource}
        initialState={{
          rowGrouping: {model: ['country', 'city']},
          columns: {columnVisibilityModel: {country: false, city: false}},
        }}
        disableColumnFilter
        disableColumnSorting
      />
    </Box>
  );
}
