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

// The product rows, now with the sum of the sales of each product.
const pivotModel: GridPivotModel = {
  rows: [{field: 'product'}],
  columns: [],
  values: [{field: 'sales', aggFunc: 'sum'}],
};

export default function PivotExplainedValues() {
  return (
    <Box sx={{height: 460, width: '100%'}}>
      <DataGridPremium
        rows={PRODUCE_SALES}
        columns={columns}
        showToolbar
        initialState={{
          pivoting: {model: pivotModel, enabled: true},
          // The pivot panel starts open, so the model is visible next to the result.
          sidebar: {open: true, value: GridSidebarValue.Pivot},
        }}
      />
    </Box>
  );
}
