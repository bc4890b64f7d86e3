import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef, type GridPaginationModel} from '@mui/x-data-grid';

interface Order {
  id: number;
  customer: string;
  total: number;
}

const customers = ['Acme Corp', 'Globex', 'Initech', 'Umbrella', 'Hooli', 'Vandelay'];

// The whole table lives on the "server"; the grid only ever receives one page
const serverOrders: Order[] = Array.from({length: 230}, (_, index) => ({
  id: 5001 + index,
  customer: customers[(index * 5) % customers.length],
  total: 15 + ((index * 97) % 900),
}));

function fetchOrders(model: GridPaginationModel): Promise<{rows: Order[]; total: number}> {
  const start = model.page * model.pageSize;
  return new Promise((resolve) => {
    setTimeout(
      () => resolve({rows: serverOrders.slice(start, start + model.pageSize), total: serverOrders.length}),
      500,
    );
  });
}

const columns: GridColDef<Order>[] = [
  {field: 'id', headerName: 'Order', width: 100},
  {field: 'customer', headerName: 'Customer', width: 180},
  {field: 'total', headerName: 'Total ($)', type: 'number', width: 120},
];

export default function PaginationServer() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({page: 0, pageSize: 25});
  const [rows, setRows] = React.useState<Order[]>([]);
  const [rowCount, setRowCount] = React.useState(0);
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let active = true;
    fetchOrders(paginationModel).then((data) => {
      if (active) {
        setRows(data.rows);
        setRowCount(data.total);
        setLoading(false);
      }
    });
    return () => {
      active = false;
    };
  }, [paginationModel]);

  return (
    <Box sx={{height: 460, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        rowCount={rowCount}
        loading={loading}
        paginationMode="server"
        paginationModel={paginationModel}
        onPaginationModelChange={(model) => {
          setLoading(true);
          setPaginationModel(model);
        }}
        pageSizeOptions={[25, 50, 100]}
      />
    </Box>
  );
}
