import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridFilterInputValue,
  type GridTypeFilterInputValueProps,
  getGridDateOperators,
  type GridColDef,
  type GridFilterOperator,
} from '@mui/x-data-grid';
import {EMPLOYEES, type Employee} from '@site/src/demo-data/employees';

// A new operator that reuses the grid's own text input, switched to numbers.
const inYearOperator: GridFilterOperator<Employee, Date, Date, GridTypeFilterInputValueProps> = {
  label: 'in year',
  value: 'inYear',
  getApplyFilterFn: (filterItem) => {
    if (filterItem.value == null || filterItem.value === '') {
      return null;
    }
    return (value) => value != null && value.getFullYear() === Number(filterItem.value);
  },
  InputComponent: GridFilterInputValue,
  // The fourth type argument lets `InputComponentProps` use the props of `GridFilterInputValue`.
  InputComponentProps: {type: 'number'},
};

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 160},
  {field: 'role', headerName: 'Role', width: 190},
  {
    field: 'startDate',
    headerName: 'Start date',
    type: 'date',
    width: 150,
    // The built-in date operators, plus ours at the end of the list.
    filterOperators: [...getGridDateOperators(), inYearOperator],
  },
];

export default function FilterCustomizationYear() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGrid
        rows={EMPLOYEES}
        columns={columns}
        showToolbar
        initialState={{filter: {filterModel: {items: [{field: 'startDate', operator: 'inYear', value: 2021}]}}}}
      />
    </Box>
  );
}
