import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import UndoIcon from '@mui/icons-material/Undo';
import RedoIcon from '@mui/icons-material/Redo';
import {
  DataGridPremium,
  Toolbar,
  gridHistoryCanRedoSelector,
  gridHistoryCanUndoSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import {EMPLOYEES, type Employee} from '@site/src/demo-data/employees';

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170},
  {field: 'role', headerName: 'Role', width: 200, editable: true},
  {field: 'salary', headerName: 'Salary ($)', type: 'number', width: 120, editable: true},
];

function HistoryToolbar() {
  const apiRef = useGridApiContext();
  const canUndo = useGridSelector(apiRef, gridHistoryCanUndoSelector);
  const canRedo = useGridSelector(apiRef, gridHistoryCanRedoSelector);

  return (
    <Toolbar style={{justifyContent: 'flex-start'}}>
      <Button size="small" startIcon={<UndoIcon />} disabled={!canUndo} onClick={() => apiRef.current.history.undo()}>
        Undo
      </Button>
      <Button size="small" startIcon={<RedoIcon />} disabled={!canRedo} onClick={() => apiRef.current.history.redo()}>
        Redo
      </Button>
      <Button
        size="small"
        color="inherit"
        disabled={!canUndo && !canRedo}
        onClick={() => apiRef.current.history.clear()}
      >
        Forget history
      </Button>
    </Toolbar>
  );
}

export default function UndoRedoApiControls() {
  const [lastOperation, setLastOperation] = React.useState('Edit a role or a salary, then undo.');

  return (
    <Box sx={{width: '100%'}}>
      <Box sx={{height: 380}}>
        <DataGridPremium
          rows={EMPLOYEES}
          columns={columns}
          // Only the last three edits can be undone.
          historyStackSize={3}
          onUndo={(params) => setLastOperation(`Undid a ${params.eventName} step`)}
          onRedo={(params) => setLastOperation(`Redid a ${params.eventName} step`)}
          slots={{toolbar: HistoryToolbar}}
          showToolbar
        />
      </Box>
      <Typography variant="body2" color="text.secondary" role="status" sx={{mt: 1}}>
        {lastOperation}
      </Typography>
    </Box>
  );
}
