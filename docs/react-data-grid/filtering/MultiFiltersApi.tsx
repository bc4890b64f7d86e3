import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGridPro,
  GridLogicOperator,
  useGridApiRef,
  type GridColDef,
  type GridFilterItem,
} from '@mui/x-data-grid-pro';
import {ORDERS, type Order} from '@site/src/demo-data/orders';

const columns: GridColDef<Order>[] = [
  {field: 'date', headerName: 'Date', type: 'date', width: 110},
  {field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150},
  {field: 'country', headerName: 'Country', width: 130},
  {field: 'category', headerName: 'Category', width: 140},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 100},
  {field: 'status', headerName: 'Status', width: 110},
];

// Fixed ids, so each button updates its own item instead of adding a copy.
const inJapan: GridFilterItem = {id: 'country', field: 'country', operator: 'equals', value: 'Japan'};
const cameras: GridFilterItem = {id: 'category', field: 'category', operator: 'equals', value: 'Cameras'};
const bulk: GridFilterItem = {id: 'quantity', field: 'quantity', operator: '>=', value: 5};

export default function MultiFiltersApi() {
  const apiRef = useGridApiRef();

  return (
    <Box sx={{width: '100%'}}>
      <Stack direction="row" spacing={1} useFlexGap sx={{mb: 1, flexWrap: 'wrap'}}>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.upsertFilterItem(inJapan)}>
          Country is Japan
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.upsertFilterItems([cameras, bulk])}>
          Cameras, 5 or more
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.deleteFilterItem(inJapan)}>
          Remove the country filter
        </Button>
        <Button size="small" onClick={() => apiRef.current?.setFilterLogicOperator(GridLogicOperator.Or)}>
          Match any
        </Button>
        <Button size="small" onClick={() => apiRef.current?.setFilterLogicOperator(GridLogicOperator.And)}>
          Match all
        </Button>
        <Button size="small" onClick={() => apiRef.current?.setFilterModel({items: []})}>
          Clear
        </Button>
      </Stack>
      <Box sx={{height: 400}}>
        <DataGridPro apiRef={apiRef} rows={ORDERS} columns={columns} showToolbar />
      </Box>
    </Box>
  );
}
