import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef, type GridRenderCellParams} from '@mui/x-data-grid';

type Delivery = {id: number; customer: string; price: number; status: string};

// Created once instead of in every cell render
const priceFormatter = new Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD'});

const StatusBadge = React.memo(function StatusBadge({status}: {status: string}) {
  return (
    <Box component="strong" sx={{color: status === 'late' ? 'error.main' : 'inherit'}}>
      {status}
    </Box>
  );
});

const columns: GridColDef<Delivery>[] = [
  {field: 'customer', headerName: 'Customer', width: 160},
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 120,
    valueFormatter: (value?: number) => (value == null ? '' : priceFormatter.format(value)),
  },
  {
    field: 'status',
    headerName: 'Status',
    width: 120,
    renderCell: (params: GridRenderCellParams<Delivery, string>) => <StatusBadge status={params.value ?? ''} />,
  },
];

const customers = ['Nadia', 'Pavel', 'Sofia', 'Yusuf', 'Mei'];

const rows: Delivery[] = Array.from({length: 200}, (_, index) => ({
  id: index + 1,
  customer: customers[index % customers.length],
  price: 5 + ((index * 37) % 200) + 0.5,
  status: index % 6 === 0 ? 'late' : 'on time',
}));

export default function PerformanceCheapCells() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
