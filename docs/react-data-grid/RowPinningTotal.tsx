import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPro, type GridColDef, type GridPinnedRowsProp} from '@mui/x-data-grid-pro';

type Expense = {id: string; label: string; category: string; amount: number};

const rows: Expense[] = [
  {id: 'rent', label: 'Rent', category: 'Housing', amount: 1200},
  {id: 'food', label: 'Groceries', category: 'Food', amount: 430},
  {id: 'transport', label: 'Transit pass', category: 'Transport', amount: 95},
  {id: 'power', label: 'Electricity', category: 'Utilities', amount: 78},
  {id: 'internet', label: 'Internet', category: 'Utilities', amount: 45},
  {id: 'gym', label: 'Gym membership', category: 'Health', amount: 39},
  {id: 'books', label: 'Books', category: 'Leisure', amount: 32},
  {id: 'dining', label: 'Restaurants', category: 'Food', amount: 160},
];

const columns: GridColDef<Expense>[] = [
  {field: 'label', headerName: 'Expense', flex: 1},
  {field: 'category', headerName: 'Category', width: 140},
  {field: 'amount', headerName: 'Amount (USD)', type: 'number', width: 140},
];

export default function RowPinningTotal() {
  const pinnedRows = React.useMemo<GridPinnedRowsProp<Expense>>(
    () => ({
      bottom: [{id: 'total', label: 'Total', category: '', amount: rows.reduce((sum, row) => sum + row.amount, 0)}],
    }),
    [],
  );

  return (
    <Box sx={{height: 360, width: '100%'}}>
      <DataGridPro
        rows={rows}
        columns={columns}
        pinnedRows={pinnedRows}
        hideFooter
        sx={{'& .MuiDataGrid-pinnedRows--bottom': {fontWeight: 700}}}
      />
    </Box>
  );
}
