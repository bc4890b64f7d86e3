import * as React from 'react';
import Box from '@mui/material/Box';
import Badge from '@mui/material/Badge';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Divider from '@mui/material/Divider';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import FilterListIcon from '@mui/icons-material/FilterList';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import PrintIcon from '@mui/icons-material/Print';
import SearchIcon from '@mui/icons-material/Search';
import {
  DataGrid,
  ColumnsPanelTrigger,
  ExportCsv,
  ExportPrint,
  FilterPanelTrigger,
  QuickFilter,
  QuickFilterControl,
  Toolbar,
  ToolbarButton,
  type GridColDef,
} from '@mui/x-data-grid';
import {EMPLOYEES, type Employee} from '@site/src/demo-data/employees';

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170},
  {field: 'department', headerName: 'Department', width: 130},
  {field: 'role', headerName: 'Role', width: 190},
  {field: 'country', headerName: 'Country', width: 140},
  {field: 'salary', headerName: 'Salary ($)', type: 'number', width: 120},
];

function StaffToolbar() {
  return (
    <Toolbar>
      <Typography fontWeight="medium" sx={{flex: 1, mx: 0.5}}>
        Staff directory
      </Typography>
      <Tooltip title="Columns">
        <ColumnsPanelTrigger render={<ToolbarButton />}>
          <ViewColumnIcon fontSize="small" />
        </ColumnsPanelTrigger>
      </Tooltip>
      <Tooltip title="Filters">
        {/* The render function receives the trigger's state: here, the number of active filters */}
        <FilterPanelTrigger
          render={(props, state) => (
            <ToolbarButton {...props} color={state.filterCount > 0 ? 'primary' : 'default'}>
              <Badge badgeContent={state.filterCount} color="primary" variant="dot">
                <FilterListIcon fontSize="small" />
              </Badge>
            </ToolbarButton>
          )}
        />
      </Tooltip>
      <Divider orientation="vertical" variant="middle" flexItem sx={{mx: 0.5}} />
      <Tooltip title="Download as CSV">
        <ExportCsv render={<ToolbarButton />} options={{fileName: 'staff-directory'}}>
          <FileDownloadIcon fontSize="small" />
        </ExportCsv>
      </Tooltip>
      <Tooltip title="Print">
        <ExportPrint render={<ToolbarButton />}>
          <PrintIcon fontSize="small" />
        </ExportPrint>
      </Tooltip>
      {/* `expanded` keeps the search field open: no trigger button is needed */}
      <QuickFilter expanded>
        <QuickFilterControl
          render={({ref, slotProps, ...controlProps}) => (
            <TextField
              {...controlProps}
              inputRef={ref}
              size="small"
              placeholder="Search…"
              sx={{ml: 1, width: 200}}
              slotProps={{
                ...slotProps,
                // Keep the grid's input attributes (role, id) and add the accessible name
                htmlInput: {...slotProps?.htmlInput, 'aria-label': 'Search staff'},
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchIcon fontSize="small" />
                    </InputAdornment>
                  ),
                },
              }}
            />
          )}
        />
      </QuickFilter>
    </Toolbar>
  );
}

export default function ToolbarCustom() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGrid rows={EMPLOYEES} columns={columns} slots={{toolbar: StaffToolbar}} showToolbar />
    </Box>
  );
}
