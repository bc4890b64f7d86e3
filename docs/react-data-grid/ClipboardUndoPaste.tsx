import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {DataGridPremium, type GridColDef} from '@mui/x-data-grid-premium';
import {PRODUCTS} from '@site/src/demo-data/orders';

type PriceLine = {id: string; name: string; category: string; unitPrice: number; discount: number};

const rows: PriceLine[] = PRODUCTS.slice(0, 8).map((product, index) => ({
  id: product.name,
  ...product,
  discount: (index % 4) * 5,
}));

const columns: GridColDef<PriceLine>[] = [
  {field: 'name', headerName: 'Product', width: 200},
  {field: 'category', headerName: 'Category', width: 130},
  {field: 'unitPrice', headerName: 'Price ($)', type: 'number', width: 110, editable: true},
  {field: 'discount', headerName: 'Discount (%)', type: 'number', width: 130, editable: true},
];

export default function ClipboardUndoPaste() {
  return (
    <Box sx={{width: '100%'}}>
      <Typography variant="body2" sx={{mb: 1}}>
        Copy a block of prices, paste it over the discounts, then undo it with the toolbar arrow or Ctrl/Cmd + Z.
      </Typography>
      <Box sx={{height: 400}}>
        {/* The Premium toolbar shows undo and redo buttons while the history is enabled */}
        <DataGridPremium
          rows={rows}
          columns={columns}
          cellSelection
          disableRowSelectionOnClick
          showToolbar
          slotProps={{toolbar: {showQuickFilter: false}}}
          hideFooter
        />
      </Box>
    </Box>
  );
}
