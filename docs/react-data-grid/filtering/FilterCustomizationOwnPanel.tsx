import * as React from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import {DataGrid, gridFilterModelSelector, useGridApiContext, useGridSelector, type GridColDef} from '@mui/x-data-grid';
import {EMPLOYEES, type Employee} from '@site/src/demo-data/employees';

const DEPARTMENTS: Employee['department'][] = ['Engineering', 'Design', 'Sales', 'Support', 'Finance', 'Marketing'];
const ITEM_ID = 'departments';

function DepartmentFilterPanel() {
  const apiRef = useGridApiContext();
  const filterModel = useGridSelector(apiRef, gridFilterModelSelector);
  const item = filterModel.items.find((filterItem) => filterItem.id === ITEM_ID);
  const selected: string[] = Array.isArray(item?.value) ? item.value : [];

  const toggle = (department: string) => {
    const next = selected.includes(department)
      ? selected.filter((value) => value !== department)
      : [...selected, department];
    if (next.length === 0) {
      apiRef.current.setFilterModel({...filterModel, items: []});
    } else {
      // One `isAnyOf` item, which the MIT grid allows.
      apiRef.current.setFilterModel({
        ...filterModel,
        items: [{id: ITEM_ID, field: 'department', operator: 'isAnyOf', value: next}],
      });
    }
  };

  return (
    <Box sx={{p: 2, minWidth: 220}}>
      <Typography variant="subtitle2" gutterBottom>
        Departments
      </Typography>
      <FormGroup>
        {DEPARTMENTS.map((department) => (
          <FormControlLabel
            key={department}
            label={`${department} (${EMPLOYEES.filter((row) => row.department === department).length})`}
            control={
              <Checkbox size="small" checked={selected.includes(department)} onChange={() => toggle(department)} />
            }
          />
        ))}
      </FormGroup>
    </Box>
  );
}

// Only the department can be filtered with this panel.
const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 160, filterable: false},
  {field: 'role', headerName: 'Role', width: 190, filterable: false},
  {field: 'department', headerName: 'Department', type: 'singleSelect', valueOptions: DEPARTMENTS, width: 140},
  {field: 'city', headerName: 'City', width: 130, filterable: false},
];

export default function FilterCustomizationOwnPanel() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGrid
        rows={EMPLOYEES}
        columns={columns}
        showToolbar
        slots={{filterPanel: DepartmentFilterPanel}}
        initialState={{
          filter: {
            filterModel: {items: [{id: ITEM_ID, field: 'department', operator: 'isAnyOf', value: ['Design', 'Sales']}]},
          },
        }}
      />
    </Box>
  );
}
