import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPremium, type GridColDef} from '@mui/x-data-grid-premium';

type Shipment = {id: number; warehouse: string; carrier: string; parcels: number};

const columns: GridColDef<Shipment>[] = [
  {
    field: 'warehouse',
    headerName: 'Warehouse',
    type: 'singleSelect',
    width: 170,
    // Rows store the code; cells, filters, and group rows show the label
    valueOptions: [
      {value: 'RTM', label: 'Rotterdam'},
      {value: 'LEJ', label: 'Leipzig'},
      {value: 'MAD', label: 'Madrid'},
    ],
  },
  {field: 'carrier', headerName: 'Carrier', width: 150},
  {field: 'parcels', headerName: 'Parcels', type: 'number', width: 110},
];

const rows: Shipment[] = [
  {id: 1, warehouse: 'RTM', carrier: 'NordFreight', parcels: 120},
  {id: 2, warehouse: 'RTM', carrier: 'Blue Line', parcels: 64},
  {id: 3, warehouse: 'LEJ', carrier: 'NordFreight', parcels: 210},
  {id: 4, warehouse: 'MAD', carrier: 'Iberia Cargo', parcels: 88},
  {id: 5, warehouse: 'MAD', carrier: 'Blue Line', parcels: 45},
  {id: 6, warehouse: 'LEJ', carrier: 'Iberia Cargo', parcels: 17},
];

export default function RowGroupingSingleSelectLabels() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{rowGrouping: {model: ['warehouse']}, aggregation: {model: {parcels: 'sum'}}}}
        defaultGroupingExpansionDepth={-1}
      />
    </Box>
  );
}
