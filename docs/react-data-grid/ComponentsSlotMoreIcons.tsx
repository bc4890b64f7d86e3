import * as React from 'react';
import Box from '@mui/material/Box';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HighlightOffIcon from '@mui/icons-material/HighlightOff';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import MoreHorizIcon from '@mui/icons-material/MoreHoriz';
import TuneIcon from '@mui/icons-material/Tune';
import {DataGrid, type GridBaseIconProps, type GridColDef, type GridSlots} from '@mui/x-data-grid';
import {EMPLOYEES, type Employee} from '@site/src/demo-data/employees';

// v8 types icon slots with the grid's own icon props: this adapter hands them to a Material UI icon.
function fromMaterialIcon(Icon: typeof CheckCircleIcon) {
  return function GridSlotIcon({color, ...other}: GridBaseIconProps) {
    return <Icon {...other} htmlColor={color === 'action' ? undefined : color} />;
  };
}

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170},
  {field: 'country', headerName: 'Country', width: 140},
  {field: 'remote', headerName: 'Remote', type: 'boolean', width: 100},
];

const slots: Partial<GridSlots> = {
  booleanCellTrueIcon: fromMaterialIcon(CheckCircleIcon),
  booleanCellFalseIcon: fromMaterialIcon(HighlightOffIcon),
  columnMenuIcon: fromMaterialIcon(MoreHorizIcon),
  openFilterButtonIcon: fromMaterialIcon(TuneIcon),
  quickFilterIcon: fromMaterialIcon(ManageSearchIcon),
};

export default function ComponentsSlotMoreIcons() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGrid
        rows={EMPLOYEES.slice(0, 10)}
        columns={columns}
        showToolbar
        slots={slots}
        sx={{'& .MuiDataGrid-booleanCell[data-value="true"]': {color: 'success.main'}}}
        hideFooter
      />
    </Box>
  );
}
