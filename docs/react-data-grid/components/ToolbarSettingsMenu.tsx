import * as React from 'react';
import Box from '@mui/material/Box';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListSubheader from '@mui/material/ListSubheader';
import Divider from '@mui/material/Divider';
import Tooltip from '@mui/material/Tooltip';
import CheckIcon from '@mui/icons-material/Check';
import SettingsIcon from '@mui/icons-material/Settings';
import {
  DataGrid,
  Toolbar,
  ToolbarButton,
  gridDensitySelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridDensity,
} from '@mui/x-data-grid';
import {EMPLOYEES, type Employee} from '@site/src/demo-data/employees';

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170},
  {field: 'role', headerName: 'Role', width: 190},
  {field: 'city', headerName: 'City', width: 130},
  {field: 'salary', headerName: 'Salary ($)', type: 'number', width: 120},
];

const densities: {value: GridDensity; label: string}[] = [
  {value: 'compact', label: 'Compact'},
  {value: 'standard', label: 'Standard'},
  {value: 'comfortable', label: 'Comfortable'},
];

function SettingsToolbar() {
  const apiRef = useGridApiContext();
  const density = useGridSelector(apiRef, gridDensitySelector);
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const open = anchorEl !== null;
  const close = () => setAnchorEl(null);

  return (
    <Toolbar>
      <Tooltip title="Display settings">
        <ToolbarButton
          id="display-settings-trigger"
          aria-controls="display-settings-menu"
          aria-haspopup="true"
          aria-expanded={open ? 'true' : undefined}
          onClick={(event) => setAnchorEl(event.currentTarget)}
        >
          <SettingsIcon fontSize="small" />
        </ToolbarButton>
      </Tooltip>
      <Menu
        id="display-settings-menu"
        anchorEl={anchorEl}
        open={open}
        onClose={close}
        anchorOrigin={{vertical: 'bottom', horizontal: 'right'}}
        transformOrigin={{vertical: 'top', horizontal: 'right'}}
        slotProps={{list: {'aria-labelledby': 'display-settings-trigger'}}}
      >
        <ListSubheader>Row density</ListSubheader>
        {densities.map((option) => (
          <MenuItem
            key={option.value}
            selected={density === option.value}
            onClick={() => {
              apiRef.current.setDensity(option.value);
              close();
            }}
          >
            <ListItemIcon>{density === option.value ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
            {option.label}
          </MenuItem>
        ))}
        <Divider />
        <MenuItem
          onClick={() => {
            apiRef.current.autosizeColumns({includeHeaders: true, includeOutliers: true});
            close();
          }}
        >
          <ListItemIcon />
          Fit columns to content
        </MenuItem>
      </Menu>
    </Toolbar>
  );
}

export default function ToolbarSettingsMenu() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGrid rows={EMPLOYEES} columns={columns} slots={{toolbar: SettingsToolbar}} showToolbar />
    </Box>
  );
}
