import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {DataGridPremium, type GridColDef} from '@mui/x-data-grid-premium';
import {PRODUCTS} from '@site/src/demo-data/orders';

type StockLine = {id: string; name: string; category: string; stock: number; unitPrice: number};

const rows: StockLine[] = PRODUCTS.slice(0, 6).map((product, index) => ({
  id: product.name,
  ...product,
  stock: 12 + ((index * 17) % 40),
}));

const columns: GridColDef<StockLine>[] = [
  {field: 'name', headerName: 'Product', width: 200},
  {field: 'category', headerName: 'Category', width: 130},
  {field: 'stock', headerName: 'Stock', type: 'number', width: 100, editable: true},
  {field: 'unitPrice', headerName: 'Price ($)', type: 'number', width: 110, editable: true},
];

// The default split only uses `clipboardCopyCellDelimiter`: this one also accepts tab-separated text from spreadsheets
function splitTabsOrSemicolons(text: string): string[][] | null {
  const lines = text.replace(/\r?\n$/, '').split(/\r\n|\n|\r/);
  if (lines.length === 1 && lines[0].trim() === '') {
    return null;
  }
  const delimiter = lines[0].includes('\t') ? '\t' : ';';
  return lines.map((line) => line.split(delimiter).map((cell) => cell.trim()));
}

export default function ClipboardCustomDelimiter() {
  return (
    <Box sx={{width: '100%'}}>
      <Typography variant="body2" component="div" sx={{mb: 1}}>
        Copy these lines, click the first Stock cell, and paste (copying from the grid uses semicolons too):
        <Box component="pre" sx={{my: 1, p: 1, bgcolor: 'action.hover', fontSize: 13}}>
          {'40;249.00\n15;119.00\n8;329.00'}
        </Box>
      </Typography>
      <Box sx={{height: 360}}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          cellSelection
          disableRowSelectionOnClick
          splitClipboardPastedText={splitTabsOrSemicolons}
          clipboardCopyCellDelimiter=";"
          hideFooter
        />
      </Box>
    </Box>
  );
}
