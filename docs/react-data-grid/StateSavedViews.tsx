import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {DataGrid, useGridApiRef, type GridColDef, type GridInitialState} from '@mui/x-data-grid';
import {EMPLOYEES, type Employee} from '@site/src/demo-data/employees';

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170},
  {field: 'email', headerName: 'Email', width: 240},
  {field: 'role', headerName: 'Role', width: 190},
  {field: 'department', headerName: 'Department', width: 130},
  {field: 'country', headerName: 'Country', width: 130},
  {field: 'startDate', headerName: 'Start date', type: 'date', width: 120},
  {field: 'salary', headerName: 'Salary (USD)', type: 'number', width: 130},
  {field: 'remote', headerName: 'Remote', type: 'boolean', width: 110},
];

// Each view is a partial state: restoreState changes only the parts it contains.
const VIEWS: Record<string, {label: string; state: GridInitialState}> = {
  directory: {
    label: 'Directory',
    state: {
      columns: {columnVisibilityModel: {salary: false, startDate: false, remote: false}},
      sorting: {sortModel: [{field: 'name', sort: 'asc'}]},
      filter: {filterModel: {items: []}},
    },
  },
  payroll: {
    label: 'Payroll',
    state: {
      columns: {columnVisibilityModel: {email: false, country: false, remote: false}},
      sorting: {sortModel: [{field: 'salary', sort: 'desc'}]},
      filter: {filterModel: {items: []}},
    },
  },
  remote: {
    label: 'Remote staff',
    state: {
      columns: {columnVisibilityModel: {email: false, salary: false}},
      sorting: {sortModel: [{field: 'startDate', sort: 'asc'}]},
      filter: {filterModel: {items: [{field: 'remote', operator: 'is', value: 'true'}]}},
    },
  },
};

export default function StateSavedViews() {
  const apiRef = useGridApiRef();
  const [view, setView] = React.useState('directory');

  const showView = (_event: React.MouseEvent, name: string | null) => {
    if (name) {
      setView(name);
      apiRef.current?.restoreState(VIEWS[name].state);
    }
  };

  return (
    <Box sx={{width: '100%'}}>
      <ToggleButtonGroup size="small" exclusive value={view} onChange={showView} sx={{mb: 1}}>
        {Object.entries(VIEWS).map(([name, {label}]) => (
          <ToggleButton key={name} value={name}>
            {label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box sx={{height: 400}}>
        <DataGrid apiRef={apiRef} rows={EMPLOYEES} columns={columns} initialState={VIEWS.directory.state} />
      </Box>
    </Box>
  );
}
