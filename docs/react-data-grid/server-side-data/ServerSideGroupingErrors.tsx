import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GridGetRowsError,
  type GridColDef,
  type GridDataSource,
  type GridGetRowsParams,
  type GridGetRowsResponse,
} from '@mui/x-data-grid-premium';
import {ORDERS, type Order} from '@site/src/demo-data/orders';

// Fake server: the Brazil and Germany groups fail on their first request
function createServer() {
  const failuresLeft = new Set(['Brazil', 'Germany']);
  return (params: GridGetRowsParams): Promise<GridGetRowsResponse> => {
    const [country] = params.groupKeys ?? [];
    return new Promise((resolve, reject) => {
      setTimeout(() => {
        if (country === undefined) {
          const countries = [...new Set(ORDERS.map((order) => order.country))].sort();
          resolve({
            rows: countries.map((name) => ({
              id: name,
              country: name,
              orderCount: ORDERS.filter((order) => order.country === name).length,
            })),
          });
        } else if (failuresLeft.delete(country)) {
          reject(new Error(`Timed out while loading the orders of ${country}`));
        } else {
          resolve({rows: ORDERS.filter((order) => order.country === country)});
        }
      }, 400);
    });
  };
}

const columns: GridColDef<Order>[] = [
  {field: 'country', headerName: 'Country', width: 130},
  {field: 'customer', headerName: 'Customer', width: 160},
  {field: 'product', headerName: 'Product', width: 170},
];

export default function ServerSideGroupingErrors() {
  const [error, setError] = React.useState<string | null>(null);
  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: createServer(),
      getGroupKey: (row) => row.country,
      getChildrenCount: (row) => row.orderCount ?? 0,
    }),
    [],
  );

  return (
    <Box sx={{width: '100%'}}>
      <Alert severity={error ? 'error' : 'info'} sx={{mb: 1}}>
        {error ? `Last error: ${error}` : 'Expand Brazil or Germany: the first request fails, the next one succeeds.'}
      </Alert>
      <Box sx={{height: 380}}>
        <DataGridPremium
          columns={columns}
          dataSource={dataSource}
          dataSourceCache={null}
          // v8 passes one error object; a failed fetch carries the params of its request
          onDataSourceError={(err) => {
            if (err instanceof GridGetRowsError) {
              setError(`${err.message} (groupKeys: ${err.params.groupKeys?.join(', ')})`);
            }
          }}
          disableColumnFilter
          disableColumnSorting
          initialState={{
            rowGrouping: {model: ['country']},
            columns: {columnVisibilityModel: {country: false}},
          }}
        />
      </Box>
    </Box>
  );
}
