import * as React from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import {DataGridPremium, type GridColDef, type GridEventListener} from '@mui/x-data-grid-premium';
import {EMPLOYEES, type Employee} from '@site/src/demo-data/employees';

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170},
  {field: 'role', headerName: 'Role', width: 200, editable: true},
  {field: 'city', headerName: 'City', width: 130, editable: true},
];

type CellChange = {id: number; field: string; oldValue: unknown; newValue: unknown};

export default function EditingRecipesHistorySync() {
  const [log, setLog] = React.useState<string[]>([]);

  // Stands for a request to your backend.
  const save = React.useCallback((id: number, field: string, value: unknown, origin: string) => {
    setLog((previous) => [`${origin}: row ${id}, ${field} = "${String(value)}"`, ...previous].slice(0, 5));
  }, []);

  const processRowUpdate = (newRow: Employee, oldRow: Employee) => {
    const field = (Object.keys(newRow) as (keyof Employee)[]).find((key) => newRow[key] !== oldRow[key]);
    if (field) {
      save(newRow.id, field, newRow[field], 'edit');
    }
    return newRow;
  };

  // Undo and redo write the values back without calling processRowUpdate: save them here.
  // For a cell edit, the history entry holds the id, the field, and both values.
  const handleUndo: GridEventListener<'undo'> = ({eventName, data}) => {
    if (eventName === 'cellEditStop') {
      const change = data as CellChange;
      save(change.id, change.field, change.oldValue, 'undo');
    }
  };
  const handleRedo: GridEventListener<'redo'> = ({eventName, data}) => {
    if (eventName === 'cellEditStop') {
      const change = data as CellChange;
      save(change.id, change.field, change.newValue, 'redo');
    }
  };

  return (
    <Box sx={{width: '100%'}}>
      <Box sx={{height: 340}}>
        <DataGridPremium
          rows={EMPLOYEES}
          columns={columns}
          showToolbar
          slotProps={{toolbar: {showQuickFilter: false}}}
          processRowUpdate={processRowUpdate}
          onUndo={handleUndo}
          onRedo={handleRedo}
          hideFooter
        />
      </Box>
      <Typography variant="subtitle2" sx={{mt: 1}}>
        Requests sent to the server
      </Typography>
      <List dense>
        {log.length === 0 ? (
          <ListItem>Edit a role or a city, then use the undo and redo buttons of the toolbar.</ListItem>
        ) : (
          log.map((entry, index) => <ListItem key={`${index}-${entry}`}>{entry}</ListItem>)
        )}
      </List>
    </Box>
  );
}
