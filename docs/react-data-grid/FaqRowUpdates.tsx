import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';

type Stock = {id: number; item: string; quantity: number};

const columns: GridColDef<Stock>[] = [
  {field: 'item', headerName: 'Item', width: 180},
  {field: 'quantity', headerName: 'Quantity', type: 'number', width: 120},
];

const initialRows: Stock[] = [
  {id: 1, item: 'Printer paper', quantity: 12},
  {id: 2, item: 'Toner', quantity: 3},
  {id: 3, item: 'Envelopes', quantity: 40},
];

export default function FaqRowUpdates() {
  const [rows, setRows] = React.useState(initialRows);

  const restockToner = () => {
    // A new array with a new object for the changed row: the grid sees the change
    setRows((current) => current.map((row) => (row.id === 2 ? {...row, quantity: row.quantity + 10} : row)));
  };

  return (
    <Box sx={{width: '100%'}}>
      <Button variant="outlined" onClick={restockToner} sx={{mb: 1}}>
        Restock toner (+10)
      </Button>
      <Box sx={{height: 280}}>
        <DataGrid rows={rows} columns={columns} />
      </Box>
    </Box>
  );
}
