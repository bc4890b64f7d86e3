import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {SparkLineChart} from '@mui/x-charts';

// Last 14 days of four product metrics.
const kpis = [
  {name: 'Active users', unit: 'k', values: [41, 42, 40, 43, 45, 44, 46, 47, 46, 48, 50, 49, 51, 53], goodWhenUp: true},
  {
    name: 'Churn rate',
    unit: '%',
    values: [2.4, 2.5, 2.3, 2.6, 2.7, 2.6, 2.8, 2.9, 2.8, 3.0, 3.1, 3.0, 3.2, 3.3],
    goodWhenUp: false,
  },
  {
    name: 'Avg. session',
    unit: 'min',
    values: [7.2, 7.0, 7.4, 7.1, 6.9, 7.3, 7.5, 7.2, 7.6, 7.4, 7.8, 7.7, 7.9, 8.1],
    goodWhenUp: true,
  },
  {
    name: 'Support tickets',
    unit: '',
    values: [88, 92, 85, 80, 83, 78, 74, 76, 71, 69, 72, 66, 63, 60],
    goodWhenUp: false,
  },
];

export default function SparklineKpiCards() {
  return (
    <Box sx={{display: 'grid', gridTemplateColumns: {xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)'}, gap: 2}}>
      {kpis.map((kpi) => {
        const first = kpi.values[0];
        const last = kpi.values[kpi.values.length - 1];
        const change = ((last - first) / first) * 100;
        // Green when the metric moves in the right direction, red otherwise.
        const good = change >= 0 === kpi.goodWhenUp;
        const color = good ? '#2e7d32' : '#c62828';
        return (
          <Paper key={kpi.name} variant="outlined" sx={{p: 1.5}}>
            <Typography variant="caption" color="text.secondary">
              {kpi.name}
            </Typography>
            <Typography variant="h6">
              {last}
              {kpi.unit}
            </Typography>
            <Typography variant="caption" sx={{color}}>
              {change >= 0 ? '+' : ''}
              {change.toFixed(1)}% in 14 days
            </Typography>
            <SparkLineChart data={kpi.values} height={48} color={color} area baseline="min" showHighlight showTooltip />
          </Paper>
        );
      })}
    </Box>
  );
}
