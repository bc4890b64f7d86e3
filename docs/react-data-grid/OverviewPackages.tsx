import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {DataGridPro} from '@mui/x-data-grid-pro';
import {DataGridPremium} from '@mui/x-data-grid-premium';
import {EMPLOYEES, type Employee} from '@site/src/demo-data/employees';

const usd = new Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD', maximumFractionDigits: 0});

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170},
  {field: 'department', headerName: 'Department', width: 130},
  {field: 'country', headerName: 'Country', width: 140},
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 120,
    valueFormatter: (value?: number) => (value == null ? '' : usd.format(value)),
  },
];

type Plan = 'community' | 'pro' | 'premium';

const captions: Record<Plan, string> = {
  community: 'DataGrid: sorting, filtering, pagination, selection.',
  pro: 'DataGridPro: the same props, plus a pinned column and filters in the header row.',
  premium: 'DataGridPremium: the same again, plus rows grouped by department with a salary average.',
};

export default function OverviewPackages() {
  const [plan, setPlan] = React.useState<Plan>('community');
  // Identical for the three components: one API across the packages
  const common = {rows: EMPLOYEES, columns, checkboxSelection: true};

  return (
    <Box sx={{width: '100%'}}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={plan}
        onChange={(_event, value: Plan | null) => value && setPlan(value)}
        aria-label="Package"
      >
        <ToggleButton value="community">Community</ToggleButton>
        <ToggleButton value="pro">Pro</ToggleButton>
        <ToggleButton value="premium">Premium</ToggleButton>
      </ToggleButtonGroup>
      <Typography variant="body2" sx={{my: 1}}>
        {captions[plan]}
      </Typography>
      <Box sx={{height: 420}}>
        {plan === 'community' && <DataGrid {...common} />}
        {plan === 'pro' && <DataGridPro {...common} headerFilters initialState={{pinnedColumns: {left: ['name']}}} />}
        {plan === 'premium' && (
          <DataGridPremium
            {...common}
            initialState={{
              rowGrouping: {model: ['department']},
              aggregation: {model: {salary: 'avg'}},
              // The grouping column already shows the department
              columns: {columnVisibilityModel: {department: false}},
            }}
          />
        )}
      </Box>
    </Box>
  );
}
