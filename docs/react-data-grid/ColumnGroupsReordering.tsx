import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPro, type GridColDef, type GridColumnGroupingModel} from '@mui/x-data-grid-pro';
import {EMPLOYEES, type Employee} from '@site/src/demo-data/employees';

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 160},
  {field: 'department', headerName: 'Department', width: 130},
  {field: 'role', headerName: 'Role', width: 170},
  {field: 'country', headerName: 'Country', width: 130},
  {field: 'city', headerName: 'City', width: 120},
  {field: 'remote', headerName: 'Remote', type: 'boolean', width: 90},
];

const columnGroupingModel: GridColumnGroupingModel = [
  {
    groupId: 'job',
    headerName: 'Job (locked)',
    // Default: its columns can be reordered inside the group only.
    children: [{field: 'department'}, {field: 'role'}],
  },
  {
    groupId: 'place',
    headerName: 'Place (free reordering)',
    freeReordering: true,
    children: [{field: 'country'}, {field: 'city'}, {field: 'remote'}],
  },
];

export default function ColumnGroupsReordering() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGridPro
        rows={EMPLOYEES.slice(0, 10)}
        columns={columns}
        columnGroupingModel={columnGroupingModel}
        showColumnVerticalBorder
        hideFooter
      />
    </Box>
  );
}
