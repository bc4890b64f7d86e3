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

// Sales and profit by product and size, for each region and quarter.
const pivotModel: GridPivotModel = {
  rows: [{field: 'product'}, {field: 'size'}],
  columns: [
    {field: 'region', sort: 'asc'},
    {field: 'quarter', sort: 'asc'},
  ],
  values: [
    {field: 'sales', aggFunc: 'sum'},
    {field: 'profit', aggFunc: 'sum'},
  ],
};

export default function PivotExplainedComplete() {
  return (
    <Box sx={{height: 560, width: '100%'}}>
      <DataGridPremium
        rows={PRODUCE_SALES}
        columns={columns}
        showToolbar
        // Show every product and size group open.
        defaultGroupingExpansionDepth={-1}
        pivotingColDef={{width: 90}}
        initialState={{
          pivoting: {model: pivotModel, enabled: true},
          // The pivot panel starts open, so the model is visible next to the result.
          sidebar: {open: true, value: GridSidebarValue.Pivot},
        }}
      />
    </Box>
  );
}
