import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPremium, type DataGridPremiumProps, type GridColDef} from '@mui/x-data-grid-premium';
import {ORDERS, type Order} from '@site/src/demo-data/orders';

const columns: GridColDef<Order>[] = [
  {field: 'country', headerName: 'Country', width: 130},
  {field: 'status', headerName: 'Status', width: 120},
  {field: 'product', headerName: 'Product', width: 180},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 80},
];

// Called once per grouping column: `fields` holds the criteria that column displays
const groupingColDef: DataGridPremiumProps['groupingColDef'] = ({fields}) => {
  if (fields.includes('country')) {
    return {headerName: 'Market', width: 190};
  }
  if (fields.includes('status')) {
    return {headerName: 'Fulfilment', width: 170, hideDescendantCount: true};
  }
  return undefined;
};

export default function RowGroupingColDefPerCriteria() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGridPremium
        rows={ORDERS}
        columns={columns}
        rowGroupingColumnMode="multiple"
        groupingColDef={groupingColDef}
        initialState={{
          rowGrouping: {model: ['country', 'status']},
          columns: {columnVisibilityModel: {country: false, status: false}},
        }}
        defaultGroupingExpansionDepth={1}
      />
    </Box>
  );
}
