import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import {DataGridPremium, type GridColDef} from '@mui/x-data-grid-premium';
import {EMPLOYEES, type Employee} from '@site/src/demo-data/employees';

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170},
  {field: 'role', headerName: 'Role', width: 190, editable: true},
  {field: 'city', headerName: 'City', width: 130, editable: true},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 110, editable: true},
];

// Pastes up to this many cells go through without asking
const LIMIT = 4;

type PendingPaste = {cells: number; confirm: () => void; cancel: () => void};

export default function ClipboardConfirmPaste() {
  const [pending, setPending] = React.useState<PendingPaste | null>(null);

  const confirmLargePaste = React.useCallback(({data}: {data: string[][]}) => {
    const cells = data.reduce((count, row) => count + row.length, 0);
    if (cells <= LIMIT) {
      return Promise.resolve();
    }
    // Resolving continues the paste, rejecting cancels it
    return new Promise<void>((resolve, reject) => {
      setPending({
        cells,
        confirm: () => {
          setPending(null);
          resolve();
        },
        cancel: () => {
          setPending(null);
          reject(new Error('Paste cancelled'));
        },
      });
    });
  }, []);

  return (
    <Box sx={{width: '100%'}}>
      <Typography variant="body2" sx={{mb: 1}}>
        Select a block of cells, copy it, click another cell, and paste: more than {LIMIT} cells asks first.
      </Typography>
      <Box sx={{height: 380}}>
        <DataGridPremium
          rows={EMPLOYEES}
          columns={columns}
          cellSelection
          disableRowSelectionOnClick
          onBeforeClipboardPasteStart={confirmLargePaste}
        />
      </Box>
      <Dialog open={pending !== null} onClose={() => pending?.cancel()}>
        <DialogTitle>Overwrite {pending?.cells} cells?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            The pasted values replace the current ones. Only editable columns change.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => pending?.cancel()}>Cancel</Button>
          <Button variant="contained" onClick={() => pending?.confirm()}>
            Paste
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
