import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {DataGridPremium, type GridAggregationModel, type GridColDef} from '@mui/x-data-grid-premium';

const columns: GridColDef[] = [
  {field: 'product', headerName: 'Product', width: 160},
  {field: 'quantity', headerName: 'Quantity', type: 'number', width: 120},
  {field: 'price', headerName: 'Unit price ($)', type: 'number', width: 140},
];

const rows = [
  {id: 1, product: 'Notebook', quantity: 12, price: 3.5},
  {id: 2, product: 'Gel pen', quantity: 40, price: 1.2},
  {id: 3, product: 'Stapler', quantity: 3, price: 9.9},
  {id: 4, product: 'Sticky notes', quantity: 25, price: 2.4},
  {id: 5, product: 'Desk organizer', quantity: 2, price: 18},
];

export default function AggregationControlled() {
  const [aggregationModel, setAggregationModel] = React.useState<GridAggregationModel>({
    quantity: 'sum',
    price: 'max',
  });

  return (
    <Box sx={{width: '100%'}}>
      <Typography variant="body2" sx={{mb: 1}}>
        Model: {JSON.stringify(aggregationModel)} (change it from a column menu)
      </Typography>
      <Box sx={{height: 400}}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          aggregationModel={aggregationModel}
          onAggregationModelChange={setAggregationModel}
        />
      </Box>
    </Box>
  );
}
