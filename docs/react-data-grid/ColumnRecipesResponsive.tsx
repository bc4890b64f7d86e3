import * as React from 'react';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import {DataGrid, type GridColDef, type GridColumnVisibilityModel, type GridRowsProp} from '@mui/x-data-grid';

const rows: GridRowsProp = [
  {id: 1, name: 'Ruth Adeyemi', email: 'ruth@example.com', phone: '+44 20 7946 0011', createdAt: '2024-01-09'},
  {id: 2, name: 'Carlos Mendes', email: 'carlos@example.com', phone: '+351 21 000 1234', createdAt: '2024-02-17'},
  {id: 3, name: 'Aditi Rao', email: 'aditi@example.com', phone: '+91 80 4000 1234', createdAt: '2024-03-02'},
];

const columns: GridColDef[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 150},
  {field: 'email', headerName: 'Email', width: 200},
  {field: 'phone', headerName: 'Phone', width: 170},
  {field: 'createdAt', headerName: 'Created', width: 120},
];

export default function ColumnRecipesResponsive() {
  // Resize the window below 600 pixels to hide the secondary columns.
  const isSmall = useMediaQuery('(max-width:600px)');
  const [model, setModel] = React.useState<GridColumnVisibilityModel>({});

  React.useEffect(() => {
    setModel(isSmall ? {email: false, phone: false, createdAt: false} : {});
  }, [isSmall]);

  return (
    <Box sx={{height: 280, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        columnVisibilityModel={model}
        onColumnVisibilityModelChange={setModel}
      />
    </Box>
  );
}
