import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPremium, type GridColDef} from '@mui/x-data-grid-premium';
import {EMPLOYEES, type Employee} from '@site/src/demo-data/employees';

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170},
  {field: 'department', headerName: 'Department', width: 130},
  {field: 'city', headerName: 'City', width: 120},
  // Boolean columns accept `size`, `sizeTrue`, and `sizeFalse`
  {field: 'remote', headerName: 'Remote', type: 'boolean', width: 150},
];

export default function AggregationBooleanCounts() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGridPremium
        rows={EMPLOYEES}
        columns={columns}
        initialState={{
          rowGrouping: {model: ['department']},
          aggregation: {model: {remote: 'sizeTrue'}},
          columns: {columnVisibilityModel: {department: false}},
        }}
      />
    </Box>
  );
}
