import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {DataGridPremium, type GridAggregationModel, type GridColDef, useGridApiRef} from '@mui/x-data-grid-premium';
import {EMPLOYEES, type Employee} from '@site/src/demo-data/employees';

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170},
  {field: 'department', headerName: 'Department', width: 130},
  {field: 'salary', headerName: 'Salary ($)', type: 'number', width: 130},
  {field: 'rating', headerName: 'Rating', type: 'number', width: 100},
  {field: 'startDate', headerName: 'Start date', type: 'date', width: 130},
];

const presets: {label: string; model: GridAggregationModel}[] = [
  {label: 'Payroll', model: {salary: 'sum', name: 'size'}},
  {label: 'Ranges', model: {salary: 'min', rating: 'min', startDate: 'min'}},
  {label: 'Averages', model: {salary: 'avg', rating: 'avg'}},
  {label: 'Clear', model: {}},
];

export default function AggregationApiModel() {
  const apiRef = useGridApiRef();

  return (
    <Box sx={{width: '100%'}}>
      <Stack direction="row" spacing={1} sx={{mb: 1}}>
        {presets.map((preset) => (
          <Button
            key={preset.label}
            size="small"
            variant="outlined"
            onClick={() => apiRef.current?.setAggregationModel(preset.model)}
          >
            {preset.label}
          </Button>
        ))}
      </Stack>
      <Box sx={{height: 400}}>
        <DataGridPremium apiRef={apiRef} rows={EMPLOYEES} columns={columns} />
      </Box>
    </Box>
  );
}
