import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  GridFilterInputValue,
  type GridTypeFilterInputValueProps,
  getGridNumericOperators,
  getGridStringOperators,
  type GridColDef,
  type GridFilterOperator,
} from '@mui/x-data-grid-pro';
import {EMPLOYEES, type Employee} from '@site/src/demo-data/employees';

// A custom operator: "Within 10% of" a salary, shown as "±10%" in the header filter.
const aroundOperator: GridFilterOperator<Employee, number, number, GridTypeFilterInputValueProps> = {
  label: 'Within 10% of',
  headerLabel: '±10%',
  value: 'around',
  getApplyFilterFn: (filterItem) => {
    const target = Number(filterItem.value);
    if (filterItem.value == null || filterItem.value === '' || Number.isNaN(target)) {
      return null;
    }
    return (value) => value != null && Math.abs(value - target) <= target * 0.1;
  },
  InputComponent: GridFilterInputValue,
  // The fourth type argument lets `InputComponentProps` use the props of `GridFilterInputValue`.
  InputComponentProps: {type: 'number'},
};

const columns: GridColDef<Employee>[] = [
  {
    field: 'name',
    headerName: 'Name',
    flex: 1,
    minWidth: 160,
    filterOperators: getGridStringOperators().filter((operator) => ['contains', 'startsWith'].includes(operator.value)),
  },
  {field: 'role', headerName: 'Role', width: 190},
  {
    field: 'salary',
    headerName: 'Salary (USD)',
    type: 'number',
    width: 170,
    filterOperators: [
      aroundOperator,
      ...getGridNumericOperators().filter((operator) => ['>=', '<='].includes(operator.value)),
    ],
  },
];

export default function HeaderFiltersOperators() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGridPro
        rows={EMPLOYEES}
        columns={columns}
        headerFilters
        // Renames a built-in label of the header filters only.
        localeText={{headerFilterOperatorStartsWith: 'Begins with'}}
        initialState={{filter: {filterModel: {items: [{field: 'salary', operator: 'around', value: 90000}]}}}}
      />
    </Box>
  );
}
