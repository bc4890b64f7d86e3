import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {EMPLOYEES, type Employee} from '@site/src/demo-data/employees';

const money = new Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD', maximumFractionDigits: 0});

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 160},
  {field: 'role', headerName: 'Role', width: 190},
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 130,
    editable: true,
    valueFormatter: (value?: number) => (value == null ? '' : money.format(value)),
  },
];

type PendingChange = {newRow: Employee; oldRow: Employee; resolve: (row: Employee) => void};

export default function EditingConfirmSave() {
  const [rows, setRows] = React.useState(() => EMPLOYEES.slice(0, 10));
  const [pending, setPending] = React.useState<PendingChange | null>(null);

  // The grid waits for the promise: the dialog decides which row it receives.
  const processRowUpdate = React.useCallback(
    (newRow: Employee, oldRow: Employee) =>
      new Promise<Employee>((resolve) => {
        if (newRow.salary === oldRow.salary) {
          resolve(oldRow);
          return;
        }
        setPending({newRow, oldRow, resolve});
      }),
    [],
  );

  const answer = (confirmed: boolean) => {
    if (!pending) {
      return;
    }
    if (confirmed) {
      setRows((previous) => previous.map((row) => (row.id === pending.newRow.id ? pending.newRow : row)));
    }
    // Resolving with the old row cancels the change and leaves edit mode.
    pending.resolve(confirmed ? pending.newRow : pending.oldRow);
    setPending(null);
  };

  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGrid rows={rows} columns={columns} hideFooter processRowUpdate={processRowUpdate} />
      <Dialog open={pending !== null} onClose={() => answer(false)} maxWidth="xs">
        <DialogTitle>Change the salary?</DialogTitle>
        <DialogContent>
          {pending &&
            `${pending.newRow.name}: ${money.format(pending.oldRow.salary)} → ${money.format(pending.newRow.salary)}`}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => answer(false)}>Keep the old salary</Button>
          <Button variant="contained" onClick={() => answer(true)}>
            Save
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
