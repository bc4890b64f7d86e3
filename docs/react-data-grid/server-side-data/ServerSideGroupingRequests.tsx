import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  type GridColDef,
  type GridDataSource,
  type GridGetRowsParams,
  type GridGetRowsResponse,
} from '@mui/x-data-grid-premium';
import {ORDERS, type Order} from '@site/src/demo-data/orders';

type Field = 'country' | 'category' | 'status';

// Fake server: GROUP BY the next field of the model, or the orders of the deepest group
function queryOrders(params: GridGetRowsParams): GridGetRowsResponse {
  const groupFields = (params.groupFields ?? []) as Field[];
  const groupKeys = params.groupKeys ?? [];
  const matching = ORDERS.filter((order) => groupKeys.every((key, depth) => order[groupFields[depth]] === key));
  if (groupKeys.length === groupFields.length) {
    return {rows: matching, rowCount: matching.length};
  }
  const field = groupFields[groupKeys.length];
  const keys = [...new Set(matching.map((order) => order[field]))].sort();
  const rows = keys.map((key) => ({
    id: `${groupKeys.join('/')}/${key}`,
    [field]: key,
    groupKey: key,
    orderCount: matching.filter((order) => order[field] === key).length,
  }));
  return {rows, rowCount: rows.length};
}

const columns: GridColDef<Order>[] = [
  {field: 'country', headerName: 'Country', width: 130},
  {field: 'category', headerName: 'Category', width: 130},
  {field: 'status', headerName: 'Status', width: 120},
  {field: 'product', headerName: 'Product', width: 170},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 80, groupable: false},
];

export default function ServerSideGroupingRequests() {
  const [log, setLog] = React.useState<string[]>([]);

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: (params) => {
        const entry = `groupFields: [${params.groupFields?.join(', ')}], groupKeys: [${params.groupKeys?.join(', ')}]`;
        setLog((current) => [entry, ...current].slice(0, 6));
        return new Promise((resolve) => {
          setTimeout(() => resolve(queryOrders(params)), 400);
        });
      },
      getGroupKey: (row) => row.groupKey,
      // Data rows have no orderCount: 0 children, no expand button
      getChildrenCount: (row) => row.orderCount ?? 0,
    }),
    [],
  );

  return (
    <Stack direction={{xs: 'column', md: 'row'}} spacing={2} sx={{width: '100%'}}>
      <Box sx={{height: 420, flex: 1, minWidth: 0}}>
        <DataGridPremium
          columns={columns}
          dataSource={dataSource}
          disableColumnFilter
          disableColumnSorting
          initialState={{rowGrouping: {model: ['country', 'category']}}}
        />
      </Box>
      <Box sx={{width: {md: 300}}}>
        <Typography variant="subtitle2">getRows calls, newest first</Typography>
        {log.map((entry, index) => (
          <Typography key={`${index}-${entry}`} variant="body2" sx={{fontFamily: 'monospace', fontSize: 12, mt: 0.5}}>
            {entry}
          </Typography>
        ))}
      </Box>
    </Stack>
  );
}
