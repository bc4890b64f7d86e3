import * as React from 'react';
import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import FunctionsIcon from '@mui/icons-material/Functions';
import {
  DataGrid,
  GridColumnMenu,
  gridFilteredSortedRowEntriesSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridColumnMenuItemProps,
  type GridColumnMenuProps,
} from '@mui/x-data-grid';
import {ORDERS, type Order} from '@site/src/demo-data/orders';

// An information line: the sum and average of the rows that pass the current filters.
function ColumnStatsItem(props: GridColumnMenuItemProps) {
  const {colDef} = props;
  const apiRef = useGridApiContext();
  const entries = useGridSelector(apiRef, gridFilteredSortedRowEntriesSelector);
  const values = entries.map((entry) => Number(entry.model[colDef.field]) || 0);
  const sum = values.reduce((total, value) => total + value, 0);
  const average = values.length > 0 ? sum / values.length : 0;

  return (
    <MenuItem disabled sx={{'&.Mui-disabled': {opacity: 1}}}>
      <ListItemIcon>
        <FunctionsIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText
        primary={`Sum ${sum.toLocaleString('en-US')}`}
        secondary={`Average ${average.toLocaleString('en-US', {maximumFractionDigits: 1})} over ${values.length} rows`}
      />
    </MenuItem>
  );
}

function PerColumnMenu(props: GridColumnMenuProps) {
  const {colDef} = props;

  // Number columns get the statistics on top.
  if (colDef.type === 'number') {
    return (
      <GridColumnMenu
        {...props}
        slots={{columnMenuStatsItem: ColumnStatsItem}}
        slotProps={{columnMenuStatsItem: {displayOrder: 0}}}
      />
    );
  }

  // The customer column offers sorting only.
  if (colDef.field === 'customer') {
    return <GridColumnMenu {...props} slots={{columnMenuFilterItem: null, columnMenuColumnsItem: null}} />;
  }

  return <GridColumnMenu {...props} />;
}

const columns: GridColDef<Order>[] = [
  {field: 'customer', headerName: 'Customer', width: 170},
  {field: 'product', headerName: 'Product', width: 170},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 90},
  {field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 110},
];

export default function ColumnMenuPerColumn() {
  return (
    <Box sx={{height: 360, width: '100%'}}>
      <DataGrid rows={ORDERS.slice(0, 30)} columns={columns} slots={{columnMenu: PerColumnMenu}} />
    </Box>
  );
}
