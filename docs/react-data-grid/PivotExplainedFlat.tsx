import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPremium, GridSidebarValue, type GridColDef, type GridPivotModel} from '@mui/x-data-grid-premium';
import {PRODUCE_SALES, type ProduceSale} from '@site/src/demo-data/grid-produce-sales';

const columns: GridColDef<ProduceSale>[] = [
  {field: 'product', headerName: 'Product', width: 110},
  {field: 'size', headerName: 'Size', width: 90},
  {field: 'region', headerName: 'Region', width: 100},
  {field: 'quarter', headerName: 'Quarter', width: 100},
  {field: 'sales', headerName: 'Sales ($)', type: 'number', width: 110},
  {field: 'profit', headerName: 'Profit ($)', type: 'number', width: 110},
];

// Nothing is pivoted yet: the panel lists the fields, ready to be dragged into its sections.
const pivotModel: GridPivotModel = {rows: [], columns: [], values: []};

export default function PivotExplainedFlat() {
  return (
    <Box sx={{height: 460, width: '100%'}}>
      <DataGridPremium
        rows={PRODUCE_SALES}
        columns={columns}
        showToolbar
        initialState={{
          pivoting: {model: pivotModel, enabled: false},
          // The pivot panel starts open, so the model is visible next to the result.
          sidebar: {open: true, value: GridSidebarValue.Pivot},
        }}
      />
    </Box>
  );
}
