import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPremium, type GridColDef} from '@mui/x-data-grid-premium';

type StockItem = {id: number; zone: string | null; aisle: string | null; item: string; units: number};

// Some items have not been shelved yet: no zone, or no aisle
const rows: StockItem[] = [
  {id: 1, zone: 'Cold storage', aisle: 'C1', item: 'Oat milk', units: 140},
  {id: 2, zone: 'Cold storage', aisle: 'C2', item: 'Greek yogurt', units: 96},
  {id: 3, zone: 'Cold storage', aisle: null, item: 'Butter', units: 30},
  {id: 4, zone: 'Dry goods', aisle: 'D4', item: 'Basmati rice', units: 210},
  {id: 5, zone: 'Dry goods', aisle: 'D4', item: 'Red lentils', units: 75},
  {id: 6, zone: null, aisle: null, item: 'Olive oil (returns)', units: 12},
  {id: 7, zone: null, aisle: 'D7', item: 'Espresso beans', units: 48},
];

const columns: GridColDef<StockItem>[] = [
  {field: 'zone', headerName: 'Zone', width: 140},
  {field: 'aisle', headerName: 'Aisle', width: 100},
  {field: 'item', headerName: 'Item', width: 180},
  {field: 'units', headerName: 'Units', type: 'number', width: 100},
];

export default function RowGroupingNullValues() {
  return (
    <Box sx={{height: 440, width: '100%'}}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{rowGrouping: {model: ['zone', 'aisle']}}}
        defaultGroupingExpansionDepth={-1}
      />
    </Box>
  );
}
