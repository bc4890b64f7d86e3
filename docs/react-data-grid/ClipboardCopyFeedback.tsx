import * as React from 'react';
import Box from '@mui/material/Box';
import Snackbar from '@mui/material/Snackbar';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';

const columns: GridColDef[] = [
  {field: 'sku', headerName: 'SKU', width: 120},
  {field: 'name', headerName: 'Product', width: 180},
  {field: 'stock', headerName: 'Stock', type: 'number', width: 100},
];

const rows = [
  {id: 1, sku: 'A-100', name: 'Hex bolts M6', stock: 1200},
  {id: 2, sku: 'B-200', name: 'Washers 8 mm', stock: 0},
  {id: 3, sku: 'C-310', name: 'Wood screws 4x40', stock: 640},
  {id: 4, sku: 'D-405', name: 'Wall plugs', stock: 85},
];

export default function ClipboardCopyFeedback() {
  const [message, setMessage] = React.useState<string | null>(null);

  return (
    <Box sx={{height: 340, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        checkboxSelection
        onClipboardCopy={(copiedText) => {
          const lines = copiedText.split('\r\n').length;
          setMessage(`Copied ${lines} line(s) to the clipboard`);
        }}
      />
      <Snackbar
        open={message !== null}
        autoHideDuration={2000}
        onClose={() => setMessage(null)}
        message={message ?? ''}
      />
    </Box>
  );
}
