import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  DataGrid,
  GridAddIcon,
  GridRowEditStopReasons,
  GridRowModes,
  Toolbar,
  type GridColDef,
  type GridRowModesModel,
} from '@mui/x-data-grid';

declare module '@mui/x-data-grid' {
  interface ToolbarPropsOverrides {
    onAddContact?: () => void;
  }
}

type Contact = {id: number; name: string; email: string; isNew?: boolean};

const columns: GridColDef<Contact>[] = [
  {field: 'name', headerName: 'Name', flex: 1, editable: true},
  {field: 'email', headerName: 'Email', flex: 1, editable: true},
];

function AddContactToolbar(props: {onAddContact?: () => void}) {
  return (
    <Toolbar>
      <Button size="small" startIcon={<GridAddIcon />} onClick={props.onAddContact}>
        Add contact
      </Button>
      {/* The toolbar aligns its items to the end: the spacer keeps the button on the left. */}
      <Box sx={{flex: 1}} />
    </Toolbar>
  );
}

export default function RowRecipesAddRow() {
  const [rows, setRows] = React.useState<Contact[]>([
    {id: 1, name: 'Ada Lovelace', email: 'ada@example.com'},
    {id: 2, name: 'Alan Turing', email: 'alan@example.com'},
  ]);
  const [rowModesModel, setRowModesModel] = React.useState<GridRowModesModel>({});
  const nextId = React.useRef(100);

  const addRow = React.useCallback(() => {
    const id = nextId.current;
    nextId.current += 1;
    setRows((prev) => [{id, name: '', email: '', isNew: true}, ...prev]);
    setRowModesModel((prev) => ({...prev, [id]: {mode: GridRowModes.Edit, fieldToFocus: 'name'}}));
  }, []);

  return (
    <Box sx={{height: 360, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        editMode="row"
        rowModesModel={rowModesModel}
        onRowModesModelChange={setRowModesModel}
        onRowEditStop={(params) => {
          // Escape on a row that was never saved removes it.
          if (params.reason === GridRowEditStopReasons.escapeKeyDown && params.row.isNew) {
            setRows((prev) => prev.filter((row) => row.id !== params.id));
          }
        }}
        processRowUpdate={(newRow: Contact) => {
          const saved = {...newRow, isNew: false};
          setRows((prev) => prev.map((row) => (row.id === saved.id ? saved : row)));
          return saved;
        }}
        showToolbar
        slots={{toolbar: AddContactToolbar}}
        slotProps={{toolbar: {onAddContact: addRow}}}
      />
    </Box>
  );
}
