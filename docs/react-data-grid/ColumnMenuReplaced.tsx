import * as React from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import {
  DataGrid,
  GridColumnMenuContainer,
  gridColumnLookupSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridColumnMenuProps,
} from '@mui/x-data-grid';
import {EMPLOYEES, type Employee} from '@site/src/demo-data/employees';

const WIDTHS = [
  {label: 'Narrow', width: 110},
  {label: 'Medium', width: 170},
  {label: 'Wide', width: 240},
];

// A menu of its own: no default item, only column widths and alignment.
function LayoutColumnMenu(props: GridColumnMenuProps) {
  const {colDef, hideMenu} = props;
  const apiRef = useGridApiContext();
  const currentWidth = useGridSelector(apiRef, gridColumnLookupSelector)[colDef.field].computedWidth;

  return (
    // The container is a MenuList that closes on Escape and keeps Tab inside the menu.
    <GridColumnMenuContainer {...props}>
      <ListSubheader>Width of “{colDef.headerName}”</ListSubheader>
      {WIDTHS.map(({label, width}) => (
        <MenuItem
          key={label}
          selected={Math.round(currentWidth) === width}
          onClick={(event) => {
            apiRef.current.setColumnWidth(colDef.field, width);
            hideMenu(event);
          }}
        >
          {label} ({width}px)
        </MenuItem>
      ))}
      <Divider />
      <MenuItem
        onClick={(event) => {
          apiRef.current.autosizeColumns({columns: [colDef.field]});
          hideMenu(event);
        }}
      >
        Fit to content
      </MenuItem>
    </GridColumnMenuContainer>
  );
}

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170},
  {field: 'role', headerName: 'Role', width: 170},
  {field: 'email', headerName: 'Email', width: 170},
  {field: 'city', headerName: 'City', width: 110},
];

export default function ColumnMenuReplaced() {
  return (
    <Box sx={{height: 360, width: '100%'}}>
      <DataGrid rows={EMPLOYEES.slice(0, 10)} columns={columns} slots={{columnMenu: LayoutColumnMenu}} hideFooter />
    </Box>
  );
}
