import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPro, type GridColDef, type GridEventListener} from '@mui/x-data-grid-pro';
import {EMPLOYEES, type Employee} from '@site/src/demo-data/employees';

const FILTERABLE_BY_DOUBLE_CLICK = ['department', 'country', 'city'];

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 160},
  {field: 'department', headerName: 'Department', width: 140},
  {field: 'country', headerName: 'Country', width: 140},
  {field: 'city', headerName: 'City', width: 130},
];

// Pro and Premium pass the API as `details.api` to event handlers: no ref needed here.
const handleCellDoubleClick: GridEventListener<'cellDoubleClick'> = (params, _event, details) => {
  if (FILTERABLE_BY_DOUBLE_CLICK.includes(params.field)) {
    details.api.upsertFilterItem({id: params.field, field: params.field, operator: 'equals', value: params.value});
  }
};

export default function EventsDetailsApi() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      {/* Double-click a department, country, or city to keep only the rows that share it. */}
      <DataGridPro rows={EMPLOYEES} columns={columns} showToolbar onCellDoubleClick={handleCellDoubleClick} />
    </Box>
  );
}
