import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef, type GridPaginationModel} from '@mui/x-data-grid';
import {ORDERS, type Order} from '@site/src/demo-data/orders';

// A search service that cannot count its results, but knows roughly how many there are
function searchOrders({page, pageSize}: GridPaginationModel): Promise<{rows: Order[]; hasNextPage: boolean}> {
  const start = page * pageSize;
  return new Promise((resolve) => {
    setTimeout(
      () => resolve({rows: ORDERS.slice(start, start + pageSize), hasNextPage: start + pageSize < ORDERS.length}),
      400,
    );
  });
}

const columns: GridColDef<Order>[] = [
  {field: 'id', headerName: 'Order', width: 80},
  {field: 'customer', headerName: 'Customer', width: 160},
  {field: 'product', headerName: 'Product', width: 170},
  {field: 'status', headerName: 'Status', width: 120},
];

export default function PaginationEstimatedRowCount() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({page: 0, pageSize: 25});
  const [rows, setRows] = React.useState<Order[]>([]);
  const [hasNextPage, setHasNextPage] = React.useState(true);
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let active = true;
    setLoading(true);
    searchOrders(paginationModel).then((result) => {
      if (active) {
        setRows(result.rows);
        setHasNextPage(result.hasNextPage);
        setLoading(false);
      }
    });
    return () => {
      active = false;
    };
  }, [paginationModel]);

  const paginationMeta = React.useMemo(() => ({hasNextPage}), [hasNextPage]);

  return (
    <Box sx={{height: 460, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        paginationMode="server"
        rowCount={-1}
        // The footer reads "of more than 100" until the last page reveals the real count
        estimatedRowCount={100}
        paginationMeta={paginationMeta}
        paginationModel={paginationModel}
        onPaginationModelChange={setPaginationModel}
        pageSizeOptions={[25, 50]}
        loading={loading}
      />
    </Box>
  );
}
