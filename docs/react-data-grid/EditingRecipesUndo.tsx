import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UndoIcon from '@mui/icons-material/Undo';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {EMPLOYEES, type Employee} from '@site/src/demo-data/employees';

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170, editable: true},
  {field: 'role', headerName: 'Role', width: 190, editable: true},
  {field: 'city', headerName: 'City', width: 130, editable: true},
  {field: 'rating', headerName: 'Rating', type: 'number', width: 90, editable: true},
];

type Change = {before: Employee; field: string};

function changedField(before: Employee, after: Employee) {
  return (Object.keys(after) as (keyof Employee)[]).find((key) => before[key] !== after[key]) ?? 'nothing';
}

export default function EditingRecipesUndo() {
  const [rows, setRows] = React.useState(() => EMPLOYEES.slice(0, 10));
  const [history, setHistory] = React.useState<Change[]>([]);

  const processRowUpdate = React.useCallback((newRow: Employee, oldRow: Employee) => {
    const field = changedField(oldRow, newRow);
    if (field !== 'nothing') {
      // Keep the row as it was, to put it back on undo.
      setHistory((previous) => [...previous, {before: oldRow, field}]);
      setRows((previous) => previous.map((row) => (row.id === newRow.id ? newRow : row)));
    }
    return newRow;
  }, []);

  const undo = () => {
    const last = history[history.length - 1];
    setRows((previous) => previous.map((row) => (row.id === last.before.id ? last.before : row)));
    setHistory((previous) => previous.slice(0, -1));
  };

  const last = history[history.length - 1];

  return (
    <Box sx={{width: '100%'}}>
      <Stack direction="row" spacing={2} sx={{mb: 1, alignItems: 'center'}}>
        <Button size="small" variant="outlined" startIcon={<UndoIcon />} disabled={!last} onClick={undo}>
          Undo ({history.length})
        </Button>
        <Typography variant="body2" color="text.secondary">
          {last ? `Last change: ${last.field} of ${last.before.name}` : 'Edit a cell, then undo it'}
        </Typography>
      </Stack>
      <Box sx={{height: 380}}>
        <DataGrid rows={rows} columns={columns} hideFooter processRowUpdate={processRowUpdate} />
      </Box>
    </Box>
  );
}
