import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Snackbar from '@mui/material/Snackbar';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';

type User = {id: number; name: string; email: string; updatedAt: string};

// A fake server: answers after 600 ms, and refuses names shorter than 2 characters.
function saveUser(row: User): Promise<User> {
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      if (row.name.trim().length < 2) {
        reject(new Error(`The server refused the change: a name needs at least 2 characters.`));
      } else {
        resolve({...row, name: row.name.trim(), updatedAt: 'just now'});
      }
    }, 600);
  });
}

const initialRows: User[] = [
  {id: 1, name: 'Imani Brooks', email: 'imani@example.com', updatedAt: '2 days ago'},
  {id: 2, name: 'Tariq Hassan', email: 'tariq@example.com', updatedAt: 'last week'},
  {id: 3, name: 'Elsa Lindqvist', email: 'elsa@example.com', updatedAt: 'yesterday'},
];

const columns: GridColDef<User>[] = [
  {field: 'name', headerName: 'Name', width: 170, editable: true},
  {field: 'email', headerName: 'Email', flex: 1, minWidth: 180, editable: true},
  {field: 'updatedAt', headerName: 'Updated', width: 120},
];

type Feedback = {severity: 'success' | 'error'; text: string};

export default function EditingServerPersistence() {
  const [rows, setRows] = React.useState(initialRows);
  const [feedback, setFeedback] = React.useState<Feedback | null>(null);

  const processRowUpdate = React.useCallback(async (newRow: User, oldRow: User) => {
    if (newRow.name === oldRow.name && newRow.email === oldRow.email) {
      return oldRow; // Nothing changed: skip the request.
    }
    const saved = await saveUser(newRow);
    setRows((prev) => prev.map((row) => (row.id === saved.id ? saved : row)));
    setFeedback({severity: 'success', text: `${saved.name} was saved.`});
    return saved;
  }, []);

  const handleError = React.useCallback((error: Error) => {
    setFeedback({severity: 'error', text: error.message});
  }, []);

  return (
    <Box sx={{height: 300, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        editMode="row"
        hideFooter
        processRowUpdate={processRowUpdate}
        onProcessRowUpdateError={handleError}
      />
      <Snackbar open={feedback !== null} autoHideDuration={4000} onClose={() => setFeedback(null)}>
        {feedback ? (
          <Alert severity={feedback.severity} variant="filled" onClose={() => setFeedback(null)}>
            {feedback.text}
          </Alert>
        ) : undefined}
      </Snackbar>
    </Box>
  );
}
