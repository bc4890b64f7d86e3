import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {DataGrid, type GridColDef, type GridColumnVisibilityModel, type GridRowsProp} from '@mui/x-data-grid';

const rows: GridRowsProp = [
  {id: 1, name: 'Elena Petrova', company: 'Northwind', email: 'elena@northwind.example', phone: '+1 555 0142'},
  {id: 2, name: 'Kwame Mensah', company: 'Blue Harbor', email: 'kwame@blueharbor.example', phone: '+1 555 0187'},
  {id: 3, name: 'Sofia Rossi', company: 'Acme Tools', email: 'sofia@acme.example', phone: '+1 555 0110'},
  {id: 4, name: 'Hiro Tanaka', company: 'Sakura Ltd', email: 'hiro@sakura.example', phone: '+1 555 0199'},
];

const columns: GridColDef[] = [
  {field: 'name', headerName: 'Name', width: 170},
  {field: 'company', headerName: 'Company', width: 150},
  {field: 'email', headerName: 'Email', flex: 1, minWidth: 200},
  {field: 'phone', headerName: 'Phone', width: 140},
];

export default function ColumnVisibilityControlled() {
  const [columnVisibilityModel, setColumnVisibilityModel] = React.useState<GridColumnVisibilityModel>({
    email: false,
  });

  return (
    <Box sx={{width: '100%'}}>
      <Typography variant="body2" component="pre" sx={{mb: 1, fontFamily: 'monospace'}}>
        columnVisibilityModel: {JSON.stringify(columnVisibilityModel)}
      </Typography>
      <Box sx={{height: 320}}>
        <DataGrid
          rows={rows}
          columns={columns}
          columnVisibilityModel={columnVisibilityModel}
          onColumnVisibilityModelChange={(newModel) => setColumnVisibilityModel(newModel)}
        />
      </Box>
    </Box>
  );
}
