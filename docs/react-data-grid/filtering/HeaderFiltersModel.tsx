import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {DataGridPro, type GridColDef, type GridFilterModel} from '@mui/x-data-grid-pro';
import {EMPLOYEES, type Employee} from '@site/src/demo-data/employees';

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 160},
  {
    field: 'department',
    headerName: 'Department',
    type: 'singleSelect',
    valueOptions: ['Engineering', 'Design', 'Sales', 'Support', 'Finance', 'Marketing'],
    width: 190,
  },
  {field: 'salary', headerName: 'Salary (USD)', type: 'number', width: 190},
  {field: 'remote', headerName: 'Remote', type: 'boolean', width: 130},
];

const engineersAbove100k: GridFilterModel = {
  items: [
    {id: 1, field: 'department', operator: 'is', value: 'Engineering'},
    {id: 2, field: 'salary', operator: '>', value: 100000},
  ],
};

export default function HeaderFiltersModel() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>(engineersAbove100k);

  return (
    <Box sx={{width: '100%'}}>
      <Stack direction="row" spacing={1} sx={{mb: 1, alignItems: 'center'}}>
        <Button size="small" variant="outlined" onClick={() => setFilterModel(engineersAbove100k)}>
          Engineers above 100k
        </Button>
        <Button size="small" onClick={() => setFilterModel({items: []})}>
          Clear all
        </Button>
      </Stack>
      <Typography variant="body2" component="pre" sx={{mb: 1, fontFamily: 'monospace', whiteSpace: 'pre-wrap'}}>
        {JSON.stringify(filterModel.items.map(({field, operator, value}) => ({field, operator, value})))}
      </Typography>
      <Box sx={{height: 400}}>
        <DataGridPro
          rows={EMPLOYEES}
          columns={columns}
          headerFilters
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
        />
      </Box>
    </Box>
  );
}
