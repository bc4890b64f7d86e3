import * as React from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import {DataGrid, type GridColDef, type GridEventListener} from '@mui/x-data-grid';
import {EMPLOYEES, type Employee} from '@site/src/demo-data/employees';

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170, editable: true},
  {field: 'role', headerName: 'Role', width: 190, editable: true},
  {field: 'salary', headerName: 'Salary ($)', type: 'number', width: 120, editable: true},
];

type LogEntry = {id: number; text: string};

export default function EditingEventsLog() {
  const [log, setLog] = React.useState<LogEntry[]>([]);
  const nextId = React.useRef(1);

  const append = (text: string) => {
    const id = nextId.current;
    nextId.current += 1;
    setLog((previous) => [{id, text}, ...previous].slice(0, 8));
  };

  const handleStart: GridEventListener<'cellEditStart'> = (params) => {
    append(`cellEditStart on ${params.field} of row ${params.id}, reason: ${params.reason}`);
  };

  const handleStop: GridEventListener<'cellEditStop'> = (params) => {
    append(`cellEditStop on ${params.field} of row ${params.id}, reason: ${params.reason}`);
  };

  return (
    <Box sx={{display: 'flex', gap: 2, flexWrap: 'wrap', width: '100%'}}>
      <Box sx={{height: 360, flex: '1 1 480px', minWidth: 0}}>
        <DataGrid
          rows={EMPLOYEES.slice(0, 10)}
          columns={columns}
          hideFooter
          onCellEditStart={handleStart}
          onCellEditStop={handleStop}
        />
      </Box>
      <Box sx={{flex: '1 1 240px', minWidth: 0}}>
        <Typography variant="subtitle2">Events, newest first</Typography>
        {log.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            Double-click a cell, type a letter, or press Enter on a cell.
          </Typography>
        ) : (
          <List dense>
            {log.map((entry) => (
              <ListItem key={entry.id} disableGutters>
                <ListItemText
                  primary={entry.text}
                  slotProps={{primary: {sx: {fontFamily: 'monospace', fontSize: 12}}}}
                />
              </ListItem>
            ))}
          </List>
        )}
      </Box>
    </Box>
  );
}
