import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  type GridColDef,
  type GridDataSource,
  type GridGetRowsParams,
  type GridGetRowsResponse,
} from '@mui/x-data-grid-pro';
import {CUSTOMERS, ORDERS} from '@site/src/demo-data/orders';

// Fake server: customers at the top level, paginated; the orders of one customer, all at once
function fetchLevel(params: GridGetRowsParams): Promise<GridGetRowsResponse> {
  const [customer] = params.groupKeys ?? [];
  let response: GridGetRowsResponse;
  if (customer === undefined) {
    const page = CUSTOMERS.slice(Number(params.start), params.end + 1).map((entry) => ({
      id: entry.name,
      label: entry.name,
      country: entry.country,
      orders: ORDERS.filter((order) => order.customer === entry.name).length,
    }));
    // rowCount counts top-level rows: it drives the pagination footer
    response = {rows: page, rowCount: CUSTOMERS.length};
  } else {
    const rows = ORDERS.filter((order) => order.customer === customer).map((order) => ({
      id: `order-${order.id}`,
      label: `#${order.id} ${order.product}`,
      country: order.country,
      orders: 0,
      quantity: order.quantity,
    }));
    // No rowCount here: it would replace the number of customers
    response = {rows};
  }
  return new Promise((resolve) => {
    setTimeout(() => resolve(response), 400);
  });
}

const dataSource: GridDataSource = {
  getRows: fetchLevel,
  getGroupKey: (row) => row.label,
  getChildrenCount: (row) => row.orders,
};

const columns: GridColDef[] = [
  {field: 'country', headerName: 'Country', width: 130},
  {field: 'quantity', headerName: 'Units', type: 'number', width: 100},
];

export default function ServerSideTreeDataPagination() {
  return (
    <Box sx={{height: 460, width: '100%'}}>
      <DataGridPro
        treeData
        columns={columns}
        dataSource={dataSource}
        groupingColDef={{headerName: 'Customer / order', width: 280}}
        disableColumnFilter
        disableColumnSorting
        pagination
        pageSizeOptions={[4, 8]}
        initialState={{pagination: {paginationModel: {pageSize: 4, page: 0}}}}
      />
    </Box>
  );
}
