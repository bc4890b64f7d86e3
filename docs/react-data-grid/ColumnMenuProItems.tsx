import * as React from 'react';
import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import {
  DataGridPro,
  GridColumnMenu,
  GridViewColumnIcon,
  useGridApiContext,
  type GridColDef,
  type GridColumnMenuItemProps,
  type GridColumnMenuProps,
} from '@mui/x-data-grid-pro';
import {EMPLOYEES, type Employee} from '@site/src/demo-data/employees';

type MoveItemProps = GridColumnMenuItemProps & {position: 'first' | 'last'; label: string};

// One component, two menu items: `position` and `label` come from the item's slotProps.
function MoveColumnItem(props: MoveItemProps) {
  const {colDef, onClick, position, label} = props;
  const apiRef = useGridApiContext();

  return (
    <MenuItem
      onClick={(event) => {
        const lastIndex = apiRef.current.getAllColumns().length - 1;
        apiRef.current.setColumnIndex(colDef.field, position === 'first' ? 0 : lastIndex);
        onClick(event);
      }}
    >
      <ListItemIcon>
        <GridViewColumnIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{label}</ListItemText>
    </MenuItem>
  );
}

function ProColumnMenu(props: GridColumnMenuProps) {
  return (
    // The Pro GridColumnMenu already holds the pinning item (displayOrder 15).
    <GridColumnMenu
      {...props}
      slots={{columnMenuMoveFirstItem: MoveColumnItem, columnMenuMoveLastItem: MoveColumnItem}}
      slotProps={{
        columnMenuMoveFirstItem: {displayOrder: 16, position: 'first', label: 'Move to the start'},
        columnMenuMoveLastItem: {displayOrder: 17, position: 'last', label: 'Move to the end'},
      }}
    />
  );
}

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170},
  {field: 'role', headerName: 'Role', width: 180},
  {field: 'department', headerName: 'Department', width: 140},
  {field: 'country', headerName: 'Country', width: 130},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 120},
];

export default function ColumnMenuProItems() {
  return (
    <Box sx={{height: 380, width: '100%'}}>
      <DataGridPro rows={EMPLOYEES.slice(0, 10)} columns={columns} slots={{columnMenu: ProColumnMenu}} hideFooter />
    </Box>
  );
}
