import * as React from 'react';
import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridCheckIcon,
  GridViewHeadlineIcon,
  Toolbar,
  ToolbarButton,
  gridDensitySelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridDensity,
} from '@mui/x-data-grid';

const densityOptions: {value: GridDensity; label: string}[] = [
  {value: 'compact', label: 'Compact'},
  {value: 'standard', label: 'Standard'},
  {value: 'comfortable', label: 'Comfortable'},
];

// The v8 default toolbar has no density selector: this one adds it next to a title.
function DensityToolbar() {
  const apiRef = useGridApiContext();
  const density = useGridSelector(apiRef, gridDensitySelector);
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const menuId = React.useId();
  const triggerId = React.useId();

  return (
    <Toolbar>
      <Typography variant="subtitle2" component="span" sx={{flex: 1, px: 1}}>
        Medication schedule
      </Typography>
      <Tooltip title="Row density">
        <ToolbarButton
          id={triggerId}
          aria-controls={anchorEl ? menuId : undefined}
          aria-haspopup="true"
          aria-expanded={anchorEl ? 'true' : undefined}
          onClick={(event) => setAnchorEl(event.currentTarget)}
        >
          <GridViewHeadlineIcon fontSize="small" />
        </ToolbarButton>
      </Tooltip>
      <Menu
        id={menuId}
        anchorEl={anchorEl}
        open={anchorEl !== null}
        onClose={() => setAnchorEl(null)}
        slotProps={{list: {'aria-labelledby': triggerId}}}
      >
        {densityOptions.map((option) => (
          <MenuItem
            key={option.value}
            selected={option.value === density}
            onClick={() => {
              apiRef.current.setDensity(option.value);
              setAnchorEl(null);
            }}
          >
            <ListItemIcon>{option.value === density ? <GridCheckIcon fontSize="small" /> : null}</ListItemIcon>
            <ListItemText>{option.label}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </Toolbar>
  );
}

const columns: GridColDef[] = [
  {field: 'drug', headerName: 'Medication', width: 180},
  {field: 'dose', headerName: 'Dose', width: 120},
  {field: 'time', headerName: 'Time', width: 100},
];

const rows = [
  {id: 1, drug: 'Amoxicillin', dose: '500 mg', time: '08:00'},
  {id: 2, drug: 'Ibuprofen', dose: '200 mg', time: '12:00'},
  {id: 3, drug: 'Vitamin D', dose: '1000 IU', time: '20:00'},
];

export default function AccessibilityDensity() {
  // Store this value in user preferences to remember the choice
  const [density, setDensity] = React.useState<GridDensity>('comfortable');

  return (
    <Box sx={{width: '100%'}}>
      <Typography variant="body2" sx={{mb: 1}}>
        Current density: {density}
      </Typography>
      <Box sx={{height: 360}}>
        <DataGrid
          rows={rows}
          columns={columns}
          density={density}
          onDensityChange={setDensity}
          showToolbar
          slots={{toolbar: DensityToolbar}}
        />
      </Box>
    </Box>
  );
}
