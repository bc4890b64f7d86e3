import * as React from 'react';
import clsx from 'clsx';
import Box from '@mui/material/Box';
import {DataGrid, type GridCellParams, type GridColDef} from '@mui/x-data-grid';

type Account = {id: number; account: string; balance: number};

function balanceClass(params: GridCellParams<Account, number>) {
  const value = params.value ?? 0;
  return clsx('balance', {negative: value < 0, positive: value > 0});
}

const columns: GridColDef<Account>[] = [
  {field: 'account', headerName: 'Account', width: 180},
  {
    field: 'balance',
    headerName: 'Balance ($)',
    type: 'number',
    width: 140,
    headerClassName: 'balance-header',
    cellClassName: balanceClass,
  },
];

const rows: Account[] = [
  {id: 1, account: 'Checking', balance: 1200},
  {id: 2, account: 'Credit card', balance: -340},
  {id: 3, account: 'Savings', balance: 8450},
  {id: 4, account: 'Travel fund', balance: 0},
];

export default function StyleCells() {
  return (
    <Box sx={{height: 320, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        sx={{
          '& .balance-header': {fontStyle: 'italic'},
          '& .balance.negative': {color: 'error.main', fontWeight: 600},
          '& .balance.positive': {color: 'success.main'},
        }}
      />
    </Box>
  );
}
