import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPremium, type GridColDef, type GridColSpanFn, useGridApiRef} from '@mui/x-data-grid-premium';
import {ORDERS, type Order} from '@site/src/demo-data/orders';

const columns: GridColDef<Order>[] = [
  {field: 'country', headerName: 'Country', width: 130},
  {field: 'city', headerName: 'City', width: 130},
  {field: 'customer', headerName: 'Customer', width: 160},
  {field: 'product', headerName: 'Product', width: 180},
  {field: 'status', headerName: 'Status', width: 120},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 80},
];

// Group rows have nothing in the other columns: let their grouping cell span the whole row
const spanGroupRows: GridColSpanFn<Order> = (_value, row, _column, apiRef) => {
  const node = apiRef.current.getRowNode(apiRef.current.getRowId(row));
  return node?.type === 'group' ? apiRef.current.getVisibleColumns().length : 1;
};

export default function RowGroupingFullWidthGroups() {
  const apiRef = useGridApiRef();

  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGridPremium
        apiRef={apiRef}
        rows={ORDERS}
        columns={columns}
        groupingColDef={{headerName: 'Customer location', width: 200, colSpan: spanGroupRows}}
        getRowClassName={(params) => (apiRef.current.getRowNode(params.id)?.type === 'group' ? 'group-row' : '')}
        sx={{'& .group-row': {bgcolor: 'action.hover', fontWeight: 500}}}
        initialState={{
          rowGrouping: {model: ['country', 'city']},
          columns: {columnVisibilityModel: {country: false, city: false}},
        }}
        defaultGroupingExpansionDepth={1}
      />
    </Box>
  );
}
