import * as React from 'react';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  ExportCsv,
  GridClearIcon,
  GridDownloadIcon,
  GridSearchIcon,
  QuickFilter,
  QuickFilterClear,
  QuickFilterControl,
  QuickFilterTrigger,
  Toolbar,
  ToolbarButton,
  gridFilteredTopLevelRowCountSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';
import {ORDERS, type Order} from '@site/src/demo-data/orders';

function OrdersToolbar() {
  const apiRef = useGridApiContext();
  const matching = useGridSelector(apiRef, gridFilteredTopLevelRowCountSelector);

  return (
    <Toolbar>
      <Typography variant="body2" color="text.secondary" sx={{flex: 1, px: 1}}>
        {matching} of {ORDERS.length} orders
      </Typography>
      {/* The render function receives the state: a search button while collapsed, the field once expanded. */}
      <QuickFilter
        debounceMs={300}
        render={(props, state) => (
          <Box {...props} sx={{display: 'flex', alignItems: 'center', gap: 0.5}}>
            {state.expanded ? (
              <React.Fragment>
                <QuickFilterControl size="small" placeholder="Customer, product, city…" aria-label="Search orders" />
                <QuickFilterClear render={<ToolbarButton aria-label="Clear the search" />}>
                  <GridClearIcon fontSize="small" />
                </QuickFilterClear>
              </React.Fragment>
            ) : (
              <Tooltip title="Search">
                <QuickFilterTrigger render={<ToolbarButton />}>
                  <GridSearchIcon fontSize="small" />
                </QuickFilterTrigger>
              </Tooltip>
            )}
          </Box>
        )}
      />
      <Tooltip title="Download the matching orders">
        <ExportCsv render={<ToolbarButton />} options={{fileName: 'orders'}}>
          <GridDownloadIcon fontSize="small" />
        </ExportCsv>
      </Tooltip>
    </Toolbar>
  );
}

const columns: GridColDef<Order>[] = [
  {field: 'date', headerName: 'Date', type: 'date', width: 110},
  {field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150},
  {field: 'city', headerName: 'City', width: 120},
  {field: 'product', headerName: 'Product', width: 170},
  {field: 'status', headerName: 'Status', width: 110},
];

export default function QuickFilterCustomToolbar() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGrid rows={ORDERS} columns={columns} showToolbar slots={{toolbar: OrdersToolbar}} />
    </Box>
  );
}
