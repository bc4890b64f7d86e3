import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPremium, type GridColDef} from '@mui/x-data-grid-premium';

const columns: GridColDef[] = [
  {field: 'country', headerName: 'Country', width: 140},
  {field: 'city', headerName: 'City', width: 140},
  {field: 'customer', headerName: 'Customer', width: 180},
  {field: 'amount', headerName: 'Amount ($)', type: 'number', width: 120},
];

const rows = [
  {id: 1, country: 'France', city: 'Lyon', customer: 'Atelier Lumière', amount: 1200},
  {id: 2, country: 'France', city: 'Paris', customer: 'Boulangerie Rive', amount: 300},
  {id: 3, country: 'France', city: 'Paris', customer: 'Café Marais', amount: 540},
  {id: 4, country: 'Japan', city: 'Osaka', customer: 'Kaito Tools', amount: 980},
  {id: 5, country: 'Japan', city: 'Tokyo', customer: 'Sakura Books', amount: 410},
  {id: 6, country: 'Japan', city: 'Tokyo', customer: 'Neon Games', amount: 1760},
  {id: 7, country: 'Brazil', city: 'Recife', customer: 'Mar Azul', amount: 650},
  {id: 8, country: 'Brazil', city: 'São Paulo', customer: 'Café Paulista', amount: 220},
];

export default function RowGroupingCountryCity() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{
          rowGrouping: {model: ['country', 'city']},
          aggregation: {model: {amount: 'sum'}},
        }}
        defaultGroupingExpansionDepth={1}
      />
    </Box>
  );
}
