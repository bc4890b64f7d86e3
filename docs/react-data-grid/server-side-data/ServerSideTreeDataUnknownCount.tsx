import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  type GridColDef,
  type GridDataSource,
  type GridGetRowsParams,
  type GridGetRowsResponse,
} from '@mui/x-data-grid-pro';
import {EMPLOYEES, type Employee} from '@site/src/demo-data/employees';

// Fake directory service: lists the direct reports of a manager, but cannot count them cheaply
function fetchReports(params: GridGetRowsParams): Promise<GridGetRowsResponse> {
  const path = params.groupKeys ?? [];
  const managerName = path[path.length - 1];
  const manager = EMPLOYEES.find((employee) => employee.name === managerName);
  const reports = EMPLOYEES.filter((employee) => employee.managerId === (manager ? manager.id : null));
  const rows = reports.map((employee) => ({
    ...employee,
    // The service only knows whether someone manages people
    hasReports: EMPLOYEES.some((other) => other.managerId === employee.id),
  }));
  return new Promise((resolve) => {
    setTimeout(() => resolve({rows, rowCount: path.length === 0 ? rows.length : undefined}), 400);
  });
}

const dataSource: GridDataSource = {
  getRows: fetchReports,
  getGroupKey: (row) => row.name,
  // -1: "has children, count unknown", so the grid shows the button without a count
  getChildrenCount: (row) => (row.hasReports ? -1 : 0),
};

const columns: GridColDef<Employee>[] = [
  {field: 'role', headerName: 'Role', width: 190},
  {field: 'department', headerName: 'Department', width: 130},
  {field: 'city', headerName: 'City', width: 120},
];

export default function ServerSideTreeDataUnknownCount() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGridPro
        treeData
        columns={columns}
        dataSource={dataSource}
        groupingColDef={{headerName: 'Employee', width: 240}}
        disableColumnFilter
        disableColumnSorting
      />
    </Box>
  );
}
