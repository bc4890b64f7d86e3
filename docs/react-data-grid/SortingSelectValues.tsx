import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';

const PRIORITIES = [
  {value: 1, label: 'Low'},
  {value: 2, label: 'Medium'},
  {value: 3, label: 'High'},
  {value: 4, label: 'Urgent'},
];

type Ticket = {id: string; subject: string; priority: number};

const rows: Ticket[] = [
  {id: 'SUP-311', subject: 'Invoice shows the wrong VAT number', priority: 2},
  {id: 'SUP-312', subject: 'Checkout fails with a saved card', priority: 4},
  {id: 'SUP-313', subject: 'Typo in the welcome email', priority: 1},
  {id: 'SUP-314', subject: 'Export to CSV times out', priority: 3},
  {id: 'SUP-315', subject: 'Dark mode logo is blurry', priority: 1},
  {id: 'SUP-316', subject: 'Password reset link expired', priority: 3},
];

const labelOf = (value: number) => PRIORITIES.find((option) => option.value === value)?.label ?? '';

const columns: GridColDef<Ticket>[] = [
  {field: 'id', headerName: 'Ticket', width: 100},
  {field: 'subject', headerName: 'Subject', flex: 1, minWidth: 220},
  {
    field: 'priority',
    headerName: 'Priority',
    type: 'singleSelect',
    valueOptions: PRIORITIES,
    width: 120,
  },
  {
    // The same labels as plain text: sorted alphabetically.
    field: 'priorityText',
    headerName: 'Priority as text',
    width: 150,
    valueGetter: (_value, row) => labelOf(row.priority),
  },
];

export default function SortingSelectValues() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        initialState={{sorting: {sortModel: [{field: 'priority', sort: 'desc'}]}}}
      />
    </Box>
  );
}
