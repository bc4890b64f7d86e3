import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  type GridColDef,
  type GridDataSource,
  type GridGetRowsParams,
  type GridGetRowsResponse,
} from '@mui/x-data-grid-pro';

type Transaction = {id: number; reference: string; account: string; amount: number};

const TOTAL = 1_000_000;
const accounts = ['Operations', 'Payroll', 'Marketing', 'Hardware', 'Travel', 'Rent'];
const usd = new Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD'});

// Nothing is stored: the fake server derives each transaction from its position.
const transactionAt = (index: number): Transaction => ({
  id: index + 1,
  reference: `TX-${String(index + 1).padStart(7, '0')}`,
  account: accounts[(index * 7) % accounts.length],
  amount: (((index * 7919) % 200000) - 60000) / 100,
});

const dataSource: GridDataSource = {
  getRows: (params: GridGetRowsParams): Promise<GridGetRowsResponse> => {
    const start = Number(params.start);
    const end = Math.min(params.end, TOTAL - 1);
    const rows = Array.from({length: end - start + 1}, (_, offset) => transactionAt(start + offset));
    return new Promise((resolve) => {
      setTimeout(() => resolve({rows, rowCount: TOTAL}), 300);
    });
  },
};

const columns: GridColDef<Transaction>[] = [
  {field: 'reference', headerName: 'Reference', width: 150},
  {field: 'account', headerName: 'Account', width: 150},
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 140,
    valueFormatter: (value?: number) => (value == null ? '' : usd.format(value)),
  },
];

export default function LazyLoadingMillionRows() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      {/* One million rows: only the ranges in view are ever requested */}
      <DataGridPro columns={columns} dataSource={dataSource} lazyLoading disableColumnFilter disableColumnSorting />
    </Box>
  );
}
