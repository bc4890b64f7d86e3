import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import {DataGridPremium, type GridColDef, type GridRowModel} from '@mui/x-data-grid-premium';

const columns: GridColDef[] = [
  {field: 'product', headerName: 'Product', width: 180, editable: true},
  {field: 'price', headerName: 'Price ($)', type: 'number', width: 120, editable: true},
];

const initialRows = [
  {id: 1, product: 'Espresso beans 1 kg', price: 24},
  {id: 2, product: 'Milk frother', price: 39},
  {id: 3, product: 'Ceramic cup', price: 12},
  {id: 4, product: 'Grinder', price: 149},
];

// Fake backend: rejects negative prices after a short delay
function saveRow(row: GridRowModel): Promise<GridRowModel> {
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      if (row.price < 0) {
        reject(new Error(`${row.product}: the price cannot be negative`));
      } else {
        resolve(row);
      }
    }, 300);
  });
}

export default function ClipboardPersistPaste() {
  const [loading, setLoading] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);

  return (
    <Box sx={{width: '100%'}}>
      <Alert severity={error ? 'error' : 'info'} sx={{mb: 1}}>
        {error ?? 'Pasted rows are saved one by one; try pasting -5 into a price.'}
      </Alert>
      <Box sx={{height: 320}}>
        <DataGridPremium
          rows={initialRows}
          columns={columns}
          cellSelection
          disableRowSelectionOnClick
          loading={loading}
          processRowUpdate={saveRow}
          onProcessRowUpdateError={(err: Error) => setError(err.message)}
          onClipboardPasteStart={() => {
            setError(null);
            setLoading(true);
          }}
          onClipboardPasteEnd={() => setLoading(false)}
        />
      </Box>
    </Box>
  );
}
