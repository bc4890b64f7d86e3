import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPremium, type GridColDef} from '@mui/x-data-grid-premium';

const columns: GridColDef[] = [
  {field: 'department', headerName: 'Department', width: 150},
  {field: 'name', headerName: 'Name', width: 180},
  {field: 'email', headerName: 'Email', width: 220},
];

const rows = [
  {id: 1, department: 'Engineering', name: 'Ana Ruiz', email: 'ana@example.com'},
  {id: 2, department: 'Engineering', name: 'Bo Lindqvist', email: 'bo@example.com'},
  {id: 3, department: 'Design', name: 'Cleo Adams', email: 'cleo@example.com'},
  {id: 4, department: 'Design', name: 'Dev Patel', email: 'dev@example.com'},
  {id: 5, department: 'Support', name: 'Eli Cohen', email: 'eli@example.com'},
];

export default function RowGroupingLeafField() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{
          rowGrouping: {model: ['department']},
          columns: {columnVisibilityModel: {department: false, name: false}},
        }}
        groupingColDef={{headerName: 'Team', leafField: 'name', width: 240}}
        defaultGroupingExpansionDepth={-1}
      />
    </Box>
  );
}
