import * as React from 'react';
import Box from '@mui/material/Box';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import {DataGrid, type GridBaseIconProps, type GridColDef, type GridColumnUnsortedIconProps} from '@mui/x-data-grid';
import {EMPLOYEES, type Employee} from '@site/src/demo-data/employees';

// v8 passes the grid's own icon props to icon slots: hand the ones Material UI icons understand.
function AscendingIcon({fontSize, className, style}: GridBaseIconProps) {
  return <KeyboardArrowUpIcon fontSize={fontSize} className={className} style={style} />;
}

function DescendingIcon({fontSize, className, style}: GridBaseIconProps) {
  return <KeyboardArrowDownIcon fontSize={fontSize} className={className} style={style} />;
}

// The unsorted icon also receives the column's `sortingOrder`, which must stay off the SVG element.
function UnsortedIcon({fontSize, className, style}: GridColumnUnsortedIconProps) {
  return <UnfoldMoreIcon fontSize={fontSize} className={className} style={style} />;
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
          columnSortedAscendingIcon: AscendingIcon,
          columnSortedDescendingIcon: DescendingIcon,
          columnUnsortedIcon: UnsortedIcon,
        }}
        initialState={{sorting: {sortModel: [{field: 'salary', sort: 'desc'}]}}}
      />
    </Box>
  );
}
