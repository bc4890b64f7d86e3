import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {DataGrid, type GridColDef, type GridRowIdGetter} from '@mui/x-data-grid';

interface Product {
  sku: string;
  name: string;
  price: number;
}

const names = ['Trail shoes', 'Rain jacket', 'Wool socks', 'Day pack', 'Headlamp', 'Water bottle'];

const products: Product[] = Array.from({length: 60}, (_, index) => ({
  sku: `OUT-${4000 + index}`,
  name: names[index % names.length],
  price: 8 + ((index * 17) % 140),
}));

const rates: Record<string, number> = {USD: 1, EUR: 0.92, JPY: 151};

// Static: defined once, outside the component
const getRowId: GridRowIdGetter<Product> = (row) => row.sku;

export default function PerformanceStableProps() {
  const [currency, setCurrency] = React.useState('USD');
  const [note, setNote] = React.useState('');

  // Depends on state: memoized, so typing in the note field does not rebuild the columns
  const columns = React.useMemo<GridColDef<Product>[]>(() => {
    const formatter = new Intl.NumberFormat('en-US', {style: 'currency', currency});
    return [
      {field: 'sku', headerName: 'SKU', width: 120},
      {field: 'name', headerName: 'Name', width: 180},
      {
        field: 'price',
        headerName: `Price (${currency})`,
        type: 'number',
        width: 150,
        valueGetter: (value: number) => value * rates[currency],
        valueFormatter: (value: number) => formatter.format(value),
      },
    ];
  }, [currency]);

  return (
    <Box sx={{width: '100%'}}>
      <Stack direction="row" spacing={2} sx={{mb: 2}}>
        <TextField select size="small" label="Currency" value={currency} onChange={(e) => setCurrency(e.target.value)}>
          {Object.keys(rates).map((code) => (
            <MenuItem key={code} value={code}>
              {code}
            </MenuItem>
          ))}
        </TextField>
        <TextField size="small" label="Unrelated note" value={note} onChange={(e) => setNote(e.target.value)} />
      </Stack>
      <Box sx={{height: 400}}>
        <DataGrid rows={products} columns={columns} getRowId={getRowId} />
      </Box>
    </Box>
  );
}
