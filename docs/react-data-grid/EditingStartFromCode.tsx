import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import {
  DataGrid,
  GridRowEditStopReasons,
  useGridApiRef,
  type GridColDef,
  type GridEventListener,
  type GridRowId,
} from '@mui/x-data-grid';

type Contact = {id: number; name: string; email: string; phone: string; isNew?: boolean};

const initialRows: Contact[] = [
  {id: 1, name: 'Grace Kim', email: 'grace.kim@acme.example', phone: '+82 2 555 0143'},
  {id: 2, name: 'Mateo García', email: 'mateo.garcia@acme.example', phone: '+34 96 555 0198'},
  {id: 3, name: 'Olivia Brown', email: 'olivia.brown@acme.example', phone: '+1 416 555 0110'},
];

const columns: GridColDef<Contact>[] = [
  {field: 'name', headerName: 'Name', width: 180, editable: true},
  {field: 'email', headerName: 'Email', flex: 1, minWidth: 220, editable: true},
  {field: 'phone', headerName: 'Phone', width: 170, editable: true},
];

export default function EditingStartFromCode() {
  const apiRef = useGridApiRef();
  const [rows, setRows] = React.useState(initialRows);
  const [rowToEdit, setRowToEdit] = React.useState<GridRowId | null>(null);

  const addContact = () => {
    const id = Math.max(...rows.map((row) => row.id)) + 1;
    setRows((previous) => [{id, name: '', email: '', phone: '', isNew: true}, ...previous]);
    setRowToEdit(id);
  };

  // The row must be in the grid before it can enter edit mode: start it once `rows` has been applied.
  React.useEffect(() => {
    if (rowToEdit !== null && apiRef.current) {
      apiRef.current.startRowEditMode({id: rowToEdit, fieldToFocus: 'name'});
      setRowToEdit(null);
    }
  }, [apiRef, rowToEdit]);

  // Escape on a row that was never saved removes it.
  const handleRowEditStop: GridEventListener<'rowEditStop'> = (params) => {
    if (params.reason === GridRowEditStopReasons.escapeKeyDown && params.row.isNew) {
      setRows((previous) => previous.filter((row) => row.id !== params.id));
    }
  };

  const processRowUpdate = (newRow: Contact) => {
    const saved = {...newRow, isNew: false};
    setRows((previous) => previous.map((row) => (row.id === saved.id ? saved : row)));
    return saved;
  };

  return (
    <Box sx={{width: '100%'}}>
      <Button size="small" startIcon={<AddIcon />} onClick={addContact} sx={{mb: 1}}>
        Add contact
      </Button>
      <Box sx={{height: 320}}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          editMode="row"
          hideFooter
          onRowEditStop={handleRowEditStop}
          processRowUpdate={processRowUpdate}
        />
      </Box>
    </Box>
  );
}
