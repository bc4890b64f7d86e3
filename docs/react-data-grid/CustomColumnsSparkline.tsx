import * as React from 'react';
import Box from '@mui/material/Box';
import {SparkLineChart} from '@mui/x-charts/SparkLineChart';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';

type Store = {id: number; store: string; weeklySales: number[]};

const rows: Store[] = [
  {id: 1, store: 'Downtown', weeklySales: [32, 41, 38, 45, 52, 61, 58]},
  {id: 2, store: 'Airport', weeklySales: [70, 66, 64, 59, 61, 55, 50]},
  {id: 3, store: 'Riverside', weeklySales: [18, 22, 19, 25, 24, 30, 34]},
  {id: 4, store: 'University', weeklySales: [44, 12, 47, 15, 49, 16, 50]},
];

const columns: GridColDef<Store>[] = [
  {field: 'store', headerName: 'Store', flex: 1, minWidth: 140},
  {
    field: 'total',
    headerName: 'Units sold',
    type: 'number',
    width: 120,
    // A comparable number derived from the array, so this column sorts and filters.
    valueGetter: (_value, row) => row.weeklySales.reduce((sum, units) => sum + units, 0),
  },
  {
    field: 'weeklySales',
    headerName: 'Last 7 days',
    width: 160,
    sortable: false,
    filterable: false,
    display: 'flex',
    renderCell: (params) => <SparkLineChart data={params.row.weeklySales} height={40} width={140} />,
  },
];

export default function CustomColumnsSparkline() {
  return (
    <Box sx={{height: 300, width: '100%'}}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
