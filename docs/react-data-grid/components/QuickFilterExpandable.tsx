import * as React from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import InputAdornment from '@mui/material/InputAdornment';
import Tooltip from '@mui/material/Tooltip';
import SearchIcon from '@mui/icons-material/Search';
import CancelIcon from '@mui/icons-material/Cancel';
import {
  DataGrid,
  QuickFilter,
  QuickFilterClear,
  QuickFilterControl,
  QuickFilterTrigger,
  Toolbar,
  ToolbarButton,
  type GridColDef,
} from '@mui/x-data-grid';
import {ORDERS, type Order} from '@site/src/demo-data/orders';

const columns: GridColDef<Order>[] = [
  {field: 'customer', headerName: 'Customer', width: 170},
  {field: 'city', headerName: 'City', width: 120},
  {field: 'product', headerName: 'Product', width: 180},
  {field: 'category', headerName: 'Category', width: 120},
  {field: 'status', headerName: 'Status', width: 120},
];

function SearchToolbar() {
  return (
    <Toolbar>
      <QuickFilter style={{display: 'flex', alignItems: 'center'}}>
        {/* The trigger hides itself while the field is open */}
        <QuickFilterTrigger
          render={(props, state) => (
            <Tooltip title="Search orders">
              <ToolbarButton {...props} style={state.expanded ? {display: 'none'} : undefined}>
                <SearchIcon fontSize="small" />
              </ToolbarButton>
            </Tooltip>
          )}
        />
        <QuickFilterControl
          render={({ref, slotProps, ...controlProps}, state) => (
            <TextField
              {...controlProps}
              inputRef={ref}
              size="small"
              placeholder="Customer, product, city…"
              sx={{width: 260, display: state.expanded ? 'inline-flex' : 'none'}}
              slotProps={{
                ...slotProps,
                htmlInput: {...slotProps?.htmlInput, 'aria-label': 'Search orders'},
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchIcon fontSize="small" />
                    </InputAdornment>
                  ),
                  endAdornment: state.value ? (
                    <InputAdornment position="end">
                      <QuickFilterClear edge="end" size="small" aria-label="Clear search">
                        <CancelIcon fontSize="small" />
                      </QuickFilterClear>
                    </InputAdornment>
                  ) : null,
                },
              }}
            />
          )}
        />
      </QuickFilter>
    </Toolbar>
  );
}

export default function QuickFilterExpandable() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGrid rows={ORDERS} columns={columns} slots={{toolbar: SearchToolbar}} showToolbar />
    </Box>
  );
}
