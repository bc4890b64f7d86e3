import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {DataGrid, type GridColDef, type GridRowSelectionModel} from '@mui/x-data-grid';
import {EMPLOYEES, type Employee} from '@site/src/demo-data/employees';

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170},
  {field: 'role', headerName: 'Role', width: 190},
  {field: 'department', headerName: 'Department', width: 130},
];

export default function RowSelectionSingle() {
  // v8 model: the selected ids live in a Set
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({type: 'include', ids: new Set([3])});
  const [selectedId] = selection.ids;
  const selected = selection.type === 'include' ? EMPLOYEES.find((employee) => employee.id === selectedId) : undefined;

  return (
    <Box sx={{display: 'flex', gap: 2, width: '100%', flexWrap: 'wrap'}}>
      <Box sx={{height: 400, flex: '2 1 420px', minWidth: 0}}>
        <DataGrid
          rows={EMPLOYEES}
          columns={columns}
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          hideFooterSelectedRowCount
        />
      </Box>
      <Paper variant="outlined" sx={{flex: '1 1 200px', p: 2, alignSelf: 'flex-start'}}>
        {selected ? (
          <React.Fragment>
            <Typography variant="subtitle1">{selected.name}</Typography>
            <Typography variant="body2">{selected.role}</Typography>
            <Typography variant="body2">
              {selected.city}, {selected.country}
            </Typography>
            <Typography variant="body2">{selected.email}</Typography>
          </React.Fragment>
        ) : (
          <Typography variant="body2">Click a row to see the person's details.</Typography>
        )}
      </Paper>
    </Box>
  );
}
