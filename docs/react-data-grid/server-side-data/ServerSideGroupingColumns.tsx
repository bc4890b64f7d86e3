import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import {
  DataGridPremium,
  type DataGridPremiumProps,
  type GridColDef,
  type GridDataSource,
  type GridGetRowsParams,
  type GridGetRowsResponse,
} from '@mui/x-data-grid-premium';
import {ORDERS, type Order} from '@site/src/demo-data/orders';

type Field = 'category' | 'status';

// Fake server: GROUP BY the next field of the model, or the orders of the deepest group
function queryOrders(params: GridGetRowsParams): Promise<GridGetRowsResponse> {
  const groupFields = (params.groupFields ?? []) as Field[];
  const groupKeys = params.groupKeys ?? [];
  const matching = ORDERS.filter((order) => groupKeys.every((key, depth) => order[groupFields[depth]] === key));
  let response: GridGetRowsResponse = {rows: matching, rowCount: matching.length};
  if (groupKeys.length < groupFields.length) {
    const field = groupFields[groupKeys.length];
    const keys = [...new Set(matching.map((order) => order[field]))].sort();
    const rows = keys.map((key) => ({
      id: `${groupKeys.join('/')}/${key}`,
      [field]: key,
      groupKey: key,
      orderCount: matching.filter((order) => order[field] === key).length,
    }));
    response = {rows, rowCount: rows.length};
  }
  return new Promise((resolve) => {
    setTimeout(() => resolve(response), 300);
  });
}

const dataSource: GridDataSource = {
  getRows: queryOrders,
  getGroupKey: (row) => row.groupKey,
  getChildrenCount: (row) => row.orderCount ?? 0,
};

const statusColor: Record<Order['status'], 'success' | 'info' | 'warning' | 'default'> = {
  Delivered: 'success',
  Shipped: 'info',
  Processing: 'warning',
  Cancelled: 'default',
};

const columns: GridColDef<Order>[] = [
  {field: 'category', headerName: 'Category', width: 130},
  {
    field: 'status',
    headerName: 'Status',
    width: 130,
    // Group cells reuse this renderer: the status groups show the same chips as the cells
    renderCell: (params) =>
      params.value ? (
        <Chip size="small" label={params.value} color={statusColor[params.value as Order['status']]} />
      ) : null,
  },
  {field: 'product', headerName: 'Product', width: 170},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 80},
];

// One grouping column per level, each with its own header and width
const groupingColDef: DataGridPremiumProps['groupingColDef'] = ({fields}) =>
  fields.includes('category') ? {headerName: 'Category', width: 190} : {headerName: 'Status', width: 190};

export default function ServerSideGroupingColumns() {
  return (
    <Box sx={{height: 440, width: '100%'}}>
      <DataGridPremium
        columns={columns}
        dataSource={dataSource}
        rowGroupingColumnMode="multiple"
        groupingColDef={groupingColDef}
        initialState={{
          rowGrouping: {model: ['category', 'status']},
          columns: {columnVisibilityModel: {category: false, status: false}},
        }}
        disableColumnFilter
        disableColumnSorting
      />
    </Box>
  );
}
