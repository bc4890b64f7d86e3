import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPremium, type GridColDef, type GridRenderCellParams} from '@mui/x-data-grid-premium';

const currency = new Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD'});

function AmountCell(params: GridRenderCellParams) {
  if (params.value == null) {
    return null;
  }
  // `size` counts rows: its result is not an amount of money
  if (params.aggregation && !params.aggregation.hasCellUnit) {
    return <strong>{params.formattedValue}</strong>;
  }
  const text = currency.format(params.value);
  return params.aggregation ? <strong>{text}</strong> : text;
}

const columns: GridColDef[] = [
  {field: 'expense', headerName: 'Expense', width: 180},
  {field: 'amount', headerName: 'Amount', type: 'number', width: 150, renderCell: AmountCell},
];

const rows = [
  {id: 1, expense: 'Train ticket', amount: 89},
  {id: 2, expense: 'Hotel, 2 nights', amount: 312.5},
  {id: 3, expense: 'Client dinner', amount: 146.2},
  {id: 4, expense: 'Taxi', amount: 23.9},
];

export default function AggregationRenderCell() {
  return (
    <Box sx={{height: 360, width: '100%'}}>
      <DataGridPremium rows={rows} columns={columns} initialState={{aggregation: {model: {amount: 'sum'}}}} />
    </Box>
  );
}
