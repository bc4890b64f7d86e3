import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {EMPLOYEES, type Employee} from '@site/src/demo-data/employees';

const usd = new Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD', maximumFractionDigits: 0});

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170},
  {field: 'role', headerName: 'Role', width: 190},
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 140,
    editable: true,
    valueFormatter: (value?: number) => (value == null ? '' : usd.format(value)),
  },
];

type PendingChange = {newRow: Employee; oldRow: Employee; resolve: (row: Employee) => void};

export default function PersistenceConfirmDialog() {
  const [pending, setPending] = React.useState<PendingChange | null>(null);

  // The promise stays pending until the user answers the dialog.
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
    // Resolving with the old row leaves edit mode and keeps the previous value.
    pending.resolve(confirmed ? pending.newRow : pending.oldRow);
    setPending(null);
  };

  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGrid rows={EMPLOYEES.slice(0, 12)} columns={columns} processRowUpdate={processRowUpdate} hideFooter />
      <Dialog open={pending !== null} onClose={() => answer(false)} aria-labelledby="salary-change-title">
        <DialogTitle id="salary-change-title">Change this salary?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {pending
              ? `${pending.newRow.name}: ${usd.format(pending.oldRow.salary)} → ${usd.format(pending.newRow.salary)}`
              : null}
          </DialogContentText>
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
