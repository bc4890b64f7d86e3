import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridCellEditStopReasons,
  GridToolbarContainer,
  gridEditRowsStateSelector,
  useGridApiContext,
  useGridApiEventHandler,
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
  useGridApiEventHandler(apiRef, 'cellFocusIn', (params) => setSelected({id: params.id, field: params.field}));

  // The cell in edit mode, if any, read from the editing state.
  const editRows = useGridSelector(apiRef, gridEditRowsStateSelector);
  const [editedId, editedFields] = Object.entries(editRows)[0] ?? [];
  const edited = editedId != null ? {id: editedId, field: Object.keys(editedFields)[0]} : null;

  return (
    <GridToolbarContainer sx={{gap: 1, px: 1}}>
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
    </GridToolbarContainer>
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
        slots={{toolbar: EditToolbar}}
        onCellEditStop={handleCellEditStop}
      />
    </Box>
  );
}
