import * as React from 'react';
import Box from '@mui/material/Box';
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {PRODUCTS} from '@site/src/demo-data/orders';

type StockItem = {id: number; sku: string; product: string; inStock: number; reserved: number};

const initialStock: StockItem[] = PRODUCTS.map((product, index) => ({
  id: index + 1,
  sku: `SKU-${String(1001 + index)}`,
  product: product.name,
  inStock: 12 + ((index * 7) % 30),
  reserved: (index * 5) % 12,
}));

// The fake server checks the row against its rules, normalizes it, and answers after 500 ms.
function saveOnServer(row: StockItem): Promise<StockItem> {
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      if (!Number.isInteger(row.inStock) || row.inStock < row.reserved) {
        reject(
          new Error(`${row.product}: ${row.reserved} units are reserved, so stock cannot go below ${row.reserved}.`),
        );
        return;
      }
      resolve({...row, sku: row.sku.trim().toUpperCase()});
    }, 500);
  });
}

const columns: GridColDef<StockItem>[] = [
  {field: 'sku', headerName: 'SKU', width: 120, editable: true},
  {field: 'product', headerName: 'Product', width: 200},
  {field: 'inStock', headerName: 'In stock', type: 'number', width: 110, editable: true},
  {field: 'reserved', headerName: 'Reserved', type: 'number', width: 110},
];

export default function PersistenceServerValidation() {
  const [error, setError] = React.useState<string | null>(null);

  // What the server returns is what the grid stores: the SKU comes back in upper case.
  const processRowUpdate = React.useCallback((newRow: StockItem) => saveOnServer(newRow), []);

  const handleProcessRowUpdateError = React.useCallback((reason: Error) => {
    setError(reason.message);
  }, []);

  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGrid
        rows={initialStock}
        columns={columns}
        processRowUpdate={processRowUpdate}
        onProcessRowUpdateError={handleProcessRowUpdateError}
        hideFooter
      />
      <Snackbar
        open={error !== null}
        autoHideDuration={6000}
        onClose={() => setError(null)}
        anchorOrigin={{vertical: 'bottom', horizontal: 'center'}}
      >
        <Alert severity="error" variant="filled" onClose={() => setError(null)}>
          {error}
        </Alert>
      </Snackbar>
    </Box>
  );
}
