import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import {DataGrid, getGridNumericOperators, type GridColDef, type GridFilterInputValueProps} from '@mui/x-data-grid';
import {EMPLOYEES, type Employee} from '@site/src/demo-data/employees';

function SalarySliderInput(props: GridFilterInputValueProps) {
  const {item, applyValue, focusElementRef} = props;
  const sliderRef = React.useRef<HTMLSpanElement>(null);
  const [value, setValue] = React.useState<number>(typeof item.value === 'number' ? item.value : 100000);

  React.useImperativeHandle(focusElementRef, () => ({
    focus: () => sliderRef.current?.querySelector('input')?.focus(),
  }));

  return (
    <Box sx={{width: 170, mx: 1}}>
      <Typography variant="caption" color="text.secondary">
        {`${Math.round(value / 1000)}k USD`}
      </Typography>
      <Slider
        ref={sliderRef}
        size="small"
        min={60000}
        max={220000}
        step={10000}
        value={value}
        aria-label="Salary"
        onChange={(_event, newValue) => setValue(newValue as number)}
        // Filter once the thumb is released, not on every step of the drag.
        onChangeCommitted={(_event, newValue) => applyValue({...item, value: newValue as number})}
      />
    </Box>
  );
}

// The built-in >= and <= operators, with the slider instead of the text input.
const salaryOperators = getGridNumericOperators()
  .filter((operator) => operator.value === '>=' || operator.value === '<=')
  .map((operator) => ({...operator, InputComponent: SalarySliderInput}));

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 160},
  {field: 'department', headerName: 'Department', width: 140},
  {field: 'salary', headerName: 'Salary (USD)', type: 'number', width: 140, filterOperators: salaryOperators},
];

export default function FilterCustomizationSlider() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGrid
        rows={EMPLOYEES}
        columns={columns}
        showToolbar
        initialState={{filter: {filterModel: {items: [{field: 'salary', operator: '>=', value: 150000}]}}}}
      />
    </Box>
  );
}
