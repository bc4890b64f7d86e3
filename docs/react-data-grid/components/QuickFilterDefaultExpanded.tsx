import * as React from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import SearchIcon from '@mui/icons-material/Search';
import {
  DataGrid,
  QuickFilter,
  QuickFilterControl,
  QuickFilterTrigger,
  Toolbar,
  ToolbarButton,
  type GridColDef,
} from '@mui/x-data-grid';
import {EMPLOYEES, type Employee} from '@site/src/demo-data/employees';

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170},
  {field: 'role', headerName: 'Role', width: 190},
  {field: 'city', headerName: 'City', width: 130},
  {field: 'country', headerName: 'Country', width: 140},
];

function OpenSearchToolbar() {
  return (
    <Toolbar>
      {/* Open on first render; the trigger and Escape still collapse it afterwards */}
      <QuickFilter defaultExpanded style={{display: 'flex', alignItems: 'center', gap: 4}}>
        <QuickFilterControl
          render={({ref, slotProps, ...controlProps}, state) => (
            <TextField
              {...controlProps}
              inputRef={ref}
              size="small"
              placeholder="Search people"
              sx={{width: 220, display: state.expanded ? 'inline-flex' : 'none'}}
              slotProps={{...slotProps, htmlInput: {...slotProps?.htmlInput, 'aria-label': 'Search people'}}}
            />
          )}
        />
        <QuickFilterTrigger
          render={(props, state) => (
            <Tooltip title={state.expanded ? 'Close search' : 'Search'}>
              <ToolbarButton {...props} color={state.expanded ? 'primary' : 'default'}>
                <SearchIcon fontSize="small" />
              </ToolbarButton>
            </Tooltip>
          )}
        />
      </QuickFilter>
    </Toolbar>
  );
}

export default function QuickFilterDefaultExpanded() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGrid rows={EMPLOYEES} columns={columns} slots={{toolbar: OpenSearchToolbar}} showToolbar />
    </Box>
  );
}
