import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPro, type DataGridProProps, type GridColDef} from '@mui/x-data-grid-pro';
import {ORDERS, type Order} from '@site/src/demo-data/orders';

type Line = {id: string; path: string[]; quantity: number | null};

// Months, then the orders of each month: 12 top-level rows and 120 children
const monthName = new Intl.DateTimeFormat('en-US', {month: 'long'});
const rows: Line[] = [];
ORDERS.forEach((order: Order) => {
  const month = monthName.format(order.date);
  if (!rows.some((row) => row.id === month)) {
    rows.push({id: month, path: [month], quantity: null});
  }
  rows.push({id: `order-${order.id}`, path: [month, `#${order.id} ${order.product}`], quantity: order.quantity});
});

const columns: GridColDef<Line>[] = [{field: 'quantity', headerName: 'Units', type: 'number', width: 100}];

const getTreeDataPath: DataGridProProps<Line>['getTreeDataPath'] = (row) => row.path;

export default function TreeDataPagination() {
  return (
    <Box sx={{height: 460, width: '100%'}}>
      <DataGridPro
        treeData
        rows={rows}
        columns={columns}
        getTreeDataPath={getTreeDataPath}
        groupingColDef={{headerName: 'Month / order', width: 300}}
        pagination
        pageSizeOptions={[3, 6, 12]}
        initialState={{pagination: {paginationModel: {pageSize: 3, page: 0}}}}
      />
    </Box>
  );
}
