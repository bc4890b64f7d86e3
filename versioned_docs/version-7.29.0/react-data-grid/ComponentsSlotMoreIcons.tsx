import * as React from 'react';
import Box from '@mui/material/Box';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HighlightOffIcon from '@mui/icons-material/HighlightOff';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import MoreHorizIcon from '@mui/icons-material/MoreHoriz';
import TuneIcon from '@mui/icons-material/Tune';
import {DataGrid, GridToolbar, type GridColDef} from '@mui/x-data-grid';
import {EMPLOYEES, type Employee} from '@site/src/demo-data/employees';

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170},
  {field: 'country', headerName: 'Country', width: 140},
  {field: 'remote', headerName: 'Remote', type: 'boolean', width: 100},
];

// Icons are slots too; components from @mui/icons-material fit them directly.
const slots = {
  toolbar: GridToolbar,
  booleanCellTrueIcon: CheckCircleIcon,
  booleanCellFalseIcon: HighlightOffIcon,
  columnMenuIcon: MoreHorizIcon,
  openFilterButtonIcon: TuneIcon,
  quickFilterIcon: ManageSearchIcon,
};

export default function ComponentsSlotMoreIcons() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGrid
        rows={EMPLOYEES.slice(0, 10)}
        columns={columns}
        slots={slots}
        slotProps={{toolbar: {showQuickFilter: true}}}
        sx={{'& .MuiDataGrid-booleanCell[data-value="true"]': {color: 'success.main'}}}
        hideFooter
      />
    </Box>
  );
}
