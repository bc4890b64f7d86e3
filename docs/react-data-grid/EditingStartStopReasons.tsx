import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {DataGrid, type GridColDef, type GridEventListener} from '@mui/x-data-grid';
import {EMPLOYEES, type Employee} from '@site/src/demo-data/employees';

const rows = EMPLOYEES.slice(0, 8);

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 160, editable: true},
  {field: 'role', headerName: 'Role', width: 170, editable: true},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 110, editable: true},
];

export default function EditingStartStopReasons() {
  const [log, setLog] = React.useState<string[]>([]);
  const add = (entry: string) => setLog((previous) => [entry, ...previous].slice(0, 8));

  const handleStart: GridEventListener<'cellEditStart'> = (params) => {
    add(`start ${params.field} of row ${params.id}: ${params.reason}${params.key ? ` (key "${params.key}")` : ''}`);
  };
  const handleStop: GridEventListener<'cellEditStop'> = (params) => {
    add(`stop ${params.field} of row ${params.id}: ${params.reason}`);
  };

  return (
    <Stack direction={{xs: 'column', md: 'row'}} spacing={2} sx={{width: '100%'}}>
      <Box sx={{height: 360, flex: 3, minWidth: 0}}>
        <DataGrid rows={rows} columns={columns} hideFooter onCellEditStart={handleStart} onCellEditStop={handleStop} />
      </Box>
      <Box sx={{flex: 2, minWidth: 0}}>
        <Typography variant="subtitle2">Edit events (newest first)</Typography>
        {log.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            Double-click a cell, or focus one and press Enter, Delete, or a letter.
          </Typography>
        )}
        {log.map((entry, index) => (
          <Typography key={`${log.length - index}`} variant="body2" sx={{fontFamily: 'monospace', fontSize: 12}}>
            {entry}
          </Typography>
        ))}
      </Box>
    </Stack>
  );
}
