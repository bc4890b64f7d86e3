import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {PRODUCTS} from '@site/src/demo-data/orders';

type Product = {id: number; name: string; category: string; unitPrice: number; onSale: boolean};

const initialRows: Product[] = PRODUCTS.map((product, index) => ({...product, id: index + 1, onSale: false}));

const columns: GridColDef<Product>[] = [
  {field: 'name', headerName: 'Product', flex: 1, minWidth: 170},
  {field: 'category', headerName: 'Category', width: 130},
  {field: 'unitPrice', headerName: 'Unit price (USD)', type: 'number', width: 150, editable: true},
  {field: 'onSale', headerName: 'On sale', type: 'boolean', width: 100, editable: true},
];

// A fake server that stores a batch of rows in one request.
const saveProducts = (changed: Product[]) =>
  new Promise<Product[]>((resolve) => {
    setTimeout(() => resolve(changed), 600);
  });

export default function EditingRecipesBatchSave() {
  const [savedRows, setSavedRows] = React.useState(initialRows);
  const [unsaved, setUnsaved] = React.useState<Record<number, Product>>({});
  const [saving, setSaving] = React.useState(false);
  const unsavedCount = Object.keys(unsaved).length;

  // Each commit only records the change: the grid shows it, the server does not see it yet.
  const processRowUpdate = React.useCallback((newRow: Product) => {
    setUnsaved((previous) => ({...previous, [newRow.id]: newRow}));
    return newRow;
  }, []);

  const saveAll = async () => {
    setSaving(true);
    const stored = await saveProducts(Object.values(unsaved));
    setSavedRows((previous) => previous.map((row) => stored.find((item) => item.id === row.id) ?? row));
    setUnsaved({});
    setSaving(false);
  };

  const discardAll = () => {
    // A new `rows` array replaces the grid's rows, edits included, with the saved versions.
    setSavedRows((previous) => [...previous]);
    setUnsaved({});
  };

  return (
    <Box sx={{width: '100%'}}>
      <Stack direction="row" spacing={1} sx={{mb: 1}}>
        <Button size="small" variant="contained" disabled={unsavedCount === 0 || saving} onClick={saveAll}>
          {saving ? 'Saving…' : `Save ${unsavedCount} change${unsavedCount === 1 ? '' : 's'}`}
        </Button>
        <Button size="small" disabled={unsavedCount === 0 || saving} onClick={discardAll}>
          Discard
        </Button>
      </Stack>
      <Box
        sx={{
          height: 400,
          // Rows with unsaved changes stand out.
          '& .row--unsaved': {bgcolor: 'rgba(255, 167, 38, 0.16)'},
        }}
      >
        <DataGrid
          rows={savedRows}
          columns={columns}
          hideFooter
          loading={saving}
          processRowUpdate={processRowUpdate}
          getRowClassName={(params) => (unsaved[Number(params.id)] ? 'row--unsaved' : '')}
        />
      </Box>
    </Box>
  );
}
