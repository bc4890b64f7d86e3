import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {DataGridPro, type GridColDef, type GridColumnOrderChangeParams, type GridRowsProp} from '@mui/x-data-grid-pro';

const rows: GridRowsProp = [
  {id: 1, name: 'Olivia Brown', email: 'olivia.brown@example.com', role: 'Designer', office: 'Dublin'},
  {id: 2, name: 'Mateo García', email: 'mateo.garcia@example.com', role: 'Developer', office: 'Madrid'},
  {id: 3, name: 'Chloé Martin', email: 'chloe.martin@example.com', role: 'Product owner', office: 'Lyon'},
  {id: 4, name: 'Yuto Sato', email: 'yuto.sato@example.com', role: 'Developer', office: 'Osaka'},
];

const columns: GridColDef[] = [
  // This column cannot be dragged, and other columns cannot take its place.
  {field: 'id', headerName: 'ID', width: 80, disableReorder: true},
  {field: 'name', headerName: 'Name', width: 170},
  {field: 'email', headerName: 'Email', width: 230},
  {field: 'role', headerName: 'Role', width: 140},
  {field: 'office', headerName: 'Office', width: 120},
];

export default function ColumnOrderingBasic() {
  const [message, setMessage] = React.useState('Drag a column header to move the column.');

  const handleColumnOrderChange = (params: GridColumnOrderChangeParams) => {
    setMessage(`"${params.column.field}" moved from position ${params.oldIndex} to ${params.targetIndex}.`);
  };

  return (
    <Box sx={{width: '100%'}}>
      <Typography variant="body2" sx={{mb: 1}}>
        {message}
      </Typography>
      <Box sx={{height: 320}}>
        <DataGridPro rows={rows} columns={columns} onColumnOrderChange={handleColumnOrderChange} />
      </Box>
    </Box>
  );
}
