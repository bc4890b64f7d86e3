import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import {
  DataGridPro,
  QuickFilter,
  QuickFilterControl,
  Toolbar,
  ToolbarButton,
  gridSortModelSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridListViewColDef,
  type GridRenderCellParams,
} from '@mui/x-data-grid-pro';
import {ORDERS, type Order} from '@site/src/demo-data/orders';

const usd = new Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD', maximumFractionDigits: 0});
const dateFormat = new Intl.DateTimeFormat('en-US', {dateStyle: 'medium'});

const columns: GridColDef<Order>[] = [
  {field: 'date', headerName: 'Date', type: 'date', width: 120},
  {field: 'customer', headerName: 'Customer', width: 170},
  {field: 'product', headerName: 'Product', width: 170},
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 110,
    valueGetter: (_value, row) => row.quantity * row.unitPrice,
  },
];

// With the headers hidden, sorting moves to the toolbar and goes through the grid API.
function SortToolbar() {
  const apiRef = useGridApiContext();
  const sortModel = useGridSelector(apiRef, gridSortModelSelector);
  const {field = 'date', sort = 'asc'} = sortModel[0] ?? {};

  return (
    <Toolbar style={{justifyContent: 'flex-start', gap: 8}}>
      <TextField
        select
        size="small"
        label="Sort by"
        value={field}
        onChange={(event) => apiRef.current.sortColumn(event.target.value, sort)}
        sx={{minWidth: 130}}
      >
        {columns.map((column) => (
          <MenuItem key={column.field} value={column.field}>
            {column.headerName}
          </MenuItem>
        ))}
      </TextField>
      <ToolbarButton
        aria-label={sort === 'asc' ? 'Sort descending' : 'Sort ascending'}
        onClick={() => apiRef.current.sortColumn(field, sort === 'asc' ? 'desc' : 'asc')}
      >
        {sort === 'asc' ? <ArrowUpwardIcon fontSize="small" /> : <ArrowDownwardIcon fontSize="small" />}
      </ToolbarButton>
      <Box sx={{flex: 1}} />
      <QuickFilter expanded>
        <QuickFilterControl size="small" placeholder="Search…" aria-label="Search orders" />
      </QuickFilter>
    </Toolbar>
  );
}

function OrderItem(params: GridRenderCellParams<Order>) {
  const {row} = params;
  return (
    <Stack direction="row" sx={{height: '100%', width: '100%', alignItems: 'center', gap: 2}}>
      <Stack sx={{flex: 1, minWidth: 0}}>
        <Typography variant="body2" sx={{fontWeight: 600}} noWrap>
          {row.customer}
        </Typography>
        <Typography variant="caption" color="text.secondary" noWrap>
          {dateFormat.format(row.date)} · {row.quantity} × {row.product}
        </Typography>
      </Stack>
      <Typography variant="body2">{usd.format(row.quantity * row.unitPrice)}</Typography>
    </Stack>
  );
}

const listColumn: GridListViewColDef<Order> = {field: 'order', renderCell: OrderItem};

export default function ListViewSortToolbar() {
  return (
    <Box sx={{height: 480, width: '100%', maxWidth: 460}}>
      <DataGridPro
        rows={ORDERS}
        columns={columns}
        rowHeight={60}
        listView
        listViewColumn={listColumn}
        showToolbar
        slots={{toolbar: SortToolbar}}
        initialState={{sorting: {sortModel: [{field: 'total', sort: 'desc'}]}}}
      />
    </Box>
  );
}
