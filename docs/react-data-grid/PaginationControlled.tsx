import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {DataGrid, type GridColDef, type GridPaginationModel} from '@mui/x-data-grid';

const cities = ['Lisbon', 'Oslo', 'Prague', 'Dublin', 'Vienna', 'Madrid', 'Tallinn'];

const columns: GridColDef[] = [
  {field: 'id', headerName: 'Order', width: 100},
  {field: 'city', headerName: 'Ship to', width: 160},
  {field: 'amount', headerName: 'Amount ($)', type: 'number', width: 130},
];

const rows = Array.from({length: 120}, (_, index) => ({
  id: 1001 + index,
  city: cities[index % cities.length],
  amount: 20 + ((index * 53) % 480),
}));

export default function PaginationControlled() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({
    page: 0,
    pageSize: 25,
  });

  return (
    <Box sx={{width: '100%'}}>
      <Typography variant="body2" sx={{mb: 1}}>
        Page {paginationModel.page + 1}, {paginationModel.pageSize} rows per page
      </Typography>
      <Box sx={{height: 420}}>
        <DataGrid
          rows={rows}
          columns={columns}
          paginationModel={paginationModel}
          onPaginationModelChange={setPaginationModel}
          pageSizeOptions={[25, 50, 100]}
        />
      </Box>
    </Box>
  );
}
