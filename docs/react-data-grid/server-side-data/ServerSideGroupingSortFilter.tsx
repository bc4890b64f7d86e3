import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  getGridSingleSelectOperators,
  type GridColDef,
  type GridDataSource,
  type GridFilterModel,
  type GridGetRowsParams,
  type GridGetRowsResponse,
  type GridSortModel,
} from '@mui/x-data-grid-premium';
import {ORDERS, type Order} from '@site/src/demo-data/orders';

function applyFilter(orders: Order[], filterModel: GridFilterModel) {
  const status = filterModel.items.find((item) => item.field === 'status' && item.value);
  return status ? orders.filter((order) => order.status === status.value) : orders;
}

function sortByUnits<T extends {units: number}>(rows: T[], sortModel: GridSortModel) {
  const [sort] = sortModel;
  if (sort?.field !== 'units') {
    return rows;
  }
  const direction = sort.sort === 'desc' ? -1 : 1;
  return [...rows].sort((a, b) => (a.units - b.units) * direction);
}

// Fake server: filters first, then groups by country, and sorts every level by units
function queryOrders(params: GridGetRowsParams): GridGetRowsResponse {
  const [countryKey] = params.groupKeys ?? [];
  const orders = applyFilter(ORDERS, params.filterModel);
  if (countryKey !== undefined) {
    const children = orders
      .filter((order) => order.country === countryKey)
      .map((order) => ({...order, units: order.quantity}));
    return {rows: sortByUnits(children, params.sortModel)};
  }
  const countries = [...new Set(orders.map((order) => order.country))];
  const groups = countries.map((country) => {
    const inCountry = orders.filter((order) => order.country === country);
    return {
      id: `country-${country}`,
      country,
      orderCount: inCountry.length,
      // The group total, computed by the "database"
      units: inCountry.reduce((total, order) => total + order.quantity, 0),
    };
  });
  return {rows: sortByUnits(groups, params.sortModel), rowCount: groups.length};
}

const dataSource: GridDataSource = {
  getRows: (params) =>
    new Promise((resolve) => {
      setTimeout(() => resolve(queryOrders(params)), 400);
    }),
  getGroupKey: (row) => row.country,
  getChildrenCount: (row) => row.orderCount ?? 0,
};

const columns: GridColDef[] = [
  {field: 'country', headerName: 'Country', width: 130},
  {field: 'product', headerName: 'Product', width: 170, sortable: false, filterable: false},
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    width: 130,
    sortable: false,
    valueOptions: ['Delivered', 'Shipped', 'Processing', 'Cancelled'],
    // The only operator this server implements
    filterOperators: getGridSingleSelectOperators().filter((operator) => operator.value === 'is'),
  },
  {field: 'units', headerName: 'Units', type: 'number', width: 100, filterable: false},
];

export default function ServerSideGroupingSortFilter() {
  return (
    <Box sx={{height: 440, width: '100%'}}>
      <DataGridPremium
        columns={columns}
        dataSource={dataSource}
        initialState={{
          rowGrouping: {model: ['country']},
          columns: {columnVisibilityModel: {country: false}},
          sorting: {sortModel: [{field: 'units', sort: 'desc'}]},
          filter: {filterModel: {items: [{field: 'status', operator: 'is', value: 'Cancelled'}]}},
        }}
      />
    </Box>
  );
}
