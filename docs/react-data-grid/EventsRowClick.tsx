import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {DataGrid, type GridColDef, type GridEventListener} from '@mui/x-data-grid';

const columns: GridColDef[] = [
  {field: 'name', headerName: 'Name', width: 180},
  {field: 'department', headerName: 'Department', width: 160},
];

const rows = [
  {id: 1, name: 'Olivia Brooks', department: 'Finance'},
  {id: 2, name: 'Mateo Romero', department: 'Engineering'},
  {id: 3, name: 'Zainab Yusuf', department: 'Legal'},
  {id: 4, name: 'Henrik Aalto', department: 'Design'},
];

export default function EventsRowClick() {
  const [message, setMessage] = React.useState('Click a row');

  const handleRowClick: GridEventListener<'rowClick'> = (params) => {
    setMessage(`Row ${params.id} clicked: ${params.row.name}`);
  };

  return (
    <Box sx={{width: '100%'}}>
      <Typography variant="body2" sx={{mb: 1}}>
        {message}
      </Typography>
      <Box sx={{height: 320}}>
        <DataGrid rows={rows} columns={columns} onRowClick={handleRowClick} />
      </Box>
    </Box>
  );
}
