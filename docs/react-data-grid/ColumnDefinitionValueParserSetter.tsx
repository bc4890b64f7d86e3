import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {EMPLOYEES, type Employee} from '@site/src/demo-data/employees';

const usd = new Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD', maximumFractionDigits: 0});

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170},
  {
    field: 'email',
    headerName: 'Email',
    width: 250,
    editable: true,
    // Runs on every keystroke of the editor: what is stored is always trimmed and lower case.
    valueParser: (value?: string) => (value ?? '').trim().toLowerCase(),
  },
  {
    field: 'salary',
    headerName: 'Yearly salary',
    type: 'number',
    width: 140,
    valueFormatter: (value?: number) => (value == null ? '' : usd.format(value)),
  },
  {
    field: 'monthlySalary',
    headerName: 'Monthly salary',
    type: 'number',
    width: 150,
    editable: true,
    // A derived column: read from `salary`...
    valueGetter: (_value, row) => Math.round(row.salary / 12),
    valueFormatter: (value?: number) => (value == null ? '' : usd.format(value)),
    // ...and written back to `salary` when the cell is edited.
    valueSetter: (value: number, row) => ({...row, salary: value * 12}),
  },
];

const initialRows = EMPLOYEES.slice(0, 8);

export default function ColumnDefinitionValueParserSetter() {
  const [lastSaved, setLastSaved] = React.useState<Employee | null>(null);

  return (
    <Box sx={{width: '100%'}}>
      <Box sx={{height: 380}}>
        <DataGrid
          rows={initialRows}
          columns={columns}
          hideFooter
          processRowUpdate={(updatedRow: Employee) => {
            setLastSaved(updatedRow);
            return updatedRow;
          }}
        />
      </Box>
      <Typography variant="body2" sx={{mt: 1}}>
        {lastSaved
          ? `Saved row: ${lastSaved.name}, email "${lastSaved.email}", yearly salary ${usd.format(lastSaved.salary)}`
          : 'Double-click an email or a monthly salary to edit it.'}
      </Typography>
    </Box>
  );
}
