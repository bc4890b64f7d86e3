import * as React from 'react';
import Box from '@mui/material/Box';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import type {SvgIconProps} from '@mui/material/SvgIcon';
import {DataGrid, type GridColDef, type GridSortDirection} from '@mui/x-data-grid';
import {EMPLOYEES, type Employee} from '@site/src/demo-data/employees';

// The unsorted icon also receives the column's `sortingOrder`: keep it off the SVG element.
function UnsortedIcon({
  sortingOrder: _sortingOrder,
  ...props
}: SvgIconProps & {sortingOrder?: readonly GridSortDirection[]}) {
  return <UnfoldMoreIcon {...props} />;
}

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 150},
  {field: 'department', headerName: 'Department', width: 140},
  // Still sortable with a click, but without any arrow in the header.
  {field: 'city', headerName: 'City (no icon)', width: 140, hideSortIcons: true},
  {field: 'salary', headerName: 'Salary (USD)', type: 'number', width: 140},
];

export default function SortingIcons() {
  return (
    <Box sx={{height: 380, width: '100%'}}>
      <DataGrid
        rows={EMPLOYEES}
        columns={columns}
        slots={{
          columnSortedAscendingIcon: KeyboardArrowUpIcon,
          columnSortedDescendingIcon: KeyboardArrowDownIcon,
          columnUnsortedIcon: UnsortedIcon,
        }}
        initialState={{sorting: {sortModel: [{field: 'salary', sort: 'desc'}]}}}
      />
    </Box>
  );
}
