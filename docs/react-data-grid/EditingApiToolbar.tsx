import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridCellEditStopReasons,
  Toolbar,
  gridEditRowsStateSelector,
  useGridApiContext,
  useGridEvent,
  useGridSelector,
  type GridCellCoordinates,
  type GridColDef,
  type GridEventListener,
} from '@mui/x-data-grid';
import {EMPLOYEES, type Employee} from '@site/src/demo-data/employees';

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170, editable: true},
  {field: 'role', headerName: 'Role', width: 190, editable: true},
  {field: 'city', headerName: 'City', width: 130, editable: true},
  {field: 'department', headerName: 'Department (read-only)', width: 190},
];
const EDITABLE_FIELDS = new Set(columns.filter((column) => column.editable).map((column) => column.field));

function EditToolbar() {
  const apiRef = useGridApiContext();
  const [selected, setSelected] = React.useState<GridCellCoordinates | null>(null);
  // `useGridEvent` is the v8 name of `useGridApiEventHandler`.
  useGridEvent(apiRef, 'cellFocusIn', (params) => setSelected({id: params.id, field: params.field}));

  // The cell in edit mode, if any, read from the editing state.
  const editRows = useGridSelector(apiRef, gridEditRowsStateSelector);
  const [editedId, editedFields] = Object.entries(editRows)[0] ?? [];
  const edited = editedId != null ? {id: editedId, field: Object.keys(editedFields)[0]} : null;

  return (
    // The v8 toolbar aligns its content to the end: `justifyContent` brings it back to the start.
    <Toolbar style={{justifyContent: 'flex-start', gap: 8}}>
      <Button
        size="small"
        disabled={!selected || !EDITABLE_FIELDS.has(selected.field) || edited !== null}
        onClick={() => selected && apiRef.current.startCellEditMode(selected)}
      >
        Edit
      </Button>
      <Button size="small" disabled={!edited} onClick={() => edited && apiRef.current.stopCellEditMode(edited)}>
        Save
      </Button>
      <Button
        size="small"
        disabled={!edited}
        onClick={() => edited && apiRef.current.stopCellEditMode({...edited, ignoreModifications: true})}
      >
        Cancel
      </Button>
      <Typography variant="body2" color="text.secondary">
        {selected ? `Selected: ${selected.field} of row ${selected.id}` : 'Click a cell first'}
      </Typography>
    </Toolbar>
  );
}

// Clicking outside the cell would save it: leave that to the Save and Cancel buttons.
const handleCellEditStop: GridEventListener<'cellEditStop'> = (params, event) => {
  if (params.reason === GridCellEditStopReasons.cellFocusOut) {
    event.defaultMuiPrevented = true;
  }
};

export default function EditingApiToolbar() {
  return (
    <Box sx={{height: 380, width: '100%'}}>
      <DataGrid
        rows={EMPLOYEES}
        columns={columns}
        hideFooter
        showToolbar
        slots={{toolbar: EditToolbar}}
        onCellEditStop={handleCellEditStop}
      />
    </Box>
  );
}
