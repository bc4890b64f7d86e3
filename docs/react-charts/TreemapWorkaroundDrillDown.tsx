import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {BarChart} from '@mui/x-charts';

const budget: Record<string, Record<string, number>> = {
  Engineering: {Salaries: 820, Cloud: 240, Tools: 60},
  Sales: {Salaries: 410, Travel: 90, Events: 70},
  Support: {Salaries: 260, Tools: 35},
};

const total = (lines: Record<string, number>) => Object.values(lines).reduce((sum, value) => sum + value, 0);

export default function TreemapWorkaroundDrillDown() {
  const [department, setDepartment] = React.useState<string | null>(null);
  const entries: [string, number][] = department
    ? Object.entries(budget[department]).sort((a, b) => b[1] - a[1])
    : Object.entries(budget).map(([name, lines]) => [name, total(lines)]);

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{alignItems: 'center', minHeight: 36}}>
        {department ? (
          <Button size="small" onClick={() => setDepartment(null)}>
            Back to all departments
          </Button>
        ) : (
          <Typography variant="body2">Click a department to see its cost lines.</Typography>
        )}
      </Stack>
      <BarChart
        layout="horizontal"
        height={260}
        yAxis={[{scaleType: 'band', data: entries.map(([name]) => name), width: 100}]}
        series={[
          {
            data: entries.map(([, value]) => value),
            label: department ? `${department} (k$)` : 'Budget (k$)',
            valueFormatter: (value) => (value === null ? '' : `$${value}k`),
          },
        ]}
        slotProps={{tooltip: {trigger: 'item'}}}
        onItemClick={(_event, item) => {
          if (!department) {
            setDepartment(entries[item.dataIndex][0]);
          }
        }}
      />
    </Stack>
  );
}
