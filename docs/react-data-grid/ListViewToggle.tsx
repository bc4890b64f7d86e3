import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  FilterPanelTrigger,
  GridFilterListIcon,
  QuickFilter,
  QuickFilterControl,
  Toolbar,
  type GridColDef,
  type GridListViewColDef,
  type GridRenderCellParams,
} from '@mui/x-data-grid-pro';

type Order = {id: number; customer: string; total: number; status: string};

function OrderCell(params: GridRenderCellParams<Order>) {
  const {id, customer, total, status} = params.row;
  return (
    <Stack direction="row" sx={{height: '100%', alignItems: 'center', justifyContent: 'space-between', width: '100%'}}>
      <Stack>
        <Typography variant="body2" sx={{fontWeight: 600}}>
          #{id} · {customer}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {status}
        </Typography>
      </Stack>
      <Typography variant="body2">${total}</Typography>
    </Stack>
  );
}

// In list view the headers are hidden: filtering stays reachable from the toolbar
function ListToolbar() {
  return (
    <Toolbar>
      <FilterPanelTrigger size="small" startIcon={<GridFilterListIcon fontSize="small" />}>
        Filters
      </FilterPanelTrigger>
      <Box sx={{flex: 1}} />
      <QuickFilter expanded>
        <QuickFilterControl size="small" placeholder="Search orders…" aria-label="Search orders" />
      </QuickFilter>
    </Toolbar>
  );
}

const listColumn: GridListViewColDef<Order> = {field: 'summary', renderCell: OrderCell};

const columns: GridColDef<Order>[] = [
  {field: 'id', headerName: 'Order', width: 100},
  {field: 'customer', headerName: 'Customer', width: 180},
  {field: 'status', headerName: 'Status', width: 130},
  {field: 'total', headerName: 'Total ($)', type: 'number', width: 120},
];

const rows: Order[] = [
  {id: 7001, customer: 'Maya Levi', total: 129, status: 'Shipped'},
  {id: 7002, customer: 'Jonas Berg', total: 48, status: 'Processing'},
  {id: 7003, customer: 'Amélie Roux', total: 312, status: 'Delivered'},
  {id: 7004, customer: 'Tariq Aziz', total: 75, status: 'Shipped'},
  {id: 7005, customer: 'Lin Wei', total: 560, status: 'Processing'},
];

export default function ListViewToggle() {
  const [view, setView] = React.useState<'table' | 'list'>('list');

  return (
    <Box sx={{width: '100%'}}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={view}
        onChange={(_event, value: 'table' | 'list' | null) => value && setView(value)}
        sx={{mb: 1}}
      >
        <ToggleButton value="table">Table</ToggleButton>
        <ToggleButton value="list">List</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{height: 440}}>
        <DataGridPro
          rows={rows}
          columns={columns}
          rowHeight={64}
          listView={view === 'list'}
          listViewColumn={listColumn}
          showToolbar
          slots={{toolbar: ListToolbar}}
        />
      </Box>
    </Box>
  );
}
