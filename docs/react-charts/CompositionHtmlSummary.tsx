import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  ChartsDataProvider,
  ChartsSurface,
  ChartsTooltip,
  ChartsXAxis,
  ChartsYAxis,
  LinePlot,
  MarkPlot,
  useLineSeries,
} from '@mui/x-charts';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

// An HTML panel inside the provider: it reads the processed series with the same hooks as SVG parts.
function WeekSummary() {
  const series = useLineSeries('steps');
  if (!series) {
    return null;
  }
  const values = series.data.filter((value): value is number => value !== null);
  const total = values.reduce((sum, value) => sum + value, 0);
  return (
    <Paper variant="outlined" sx={{p: 2, minWidth: 160}}>
      <Typography variant="overline">This week</Typography>
      <Typography variant="h5">{total.toLocaleString('en-US')}</Typography>
      <Typography variant="body2" color="text.secondary">
        steps, best day {days[values.indexOf(Math.max(...values))]}
      </Typography>
      <Box sx={{mt: 1, width: 12, height: 12, borderRadius: '50%', bgcolor: series.color}} />
    </Paper>
  );
}

export default function CompositionHtmlSummary() {
  return (
    <ChartsDataProvider
      height={260}
      xAxis={[{scaleType: 'point', data: days}]}
      yAxis={[{width: 55}]}
      series={[{type: 'line', id: 'steps', data: [8200, 9100, 7600, 10400, 9800, 12900, 6100], label: 'Steps'}]}
    >
      <Box sx={{display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap'}}>
        <Box sx={{flex: '1 1 320px'}}>
          <ChartsSurface>
            <LinePlot />
            <MarkPlot />
            <ChartsXAxis />
            <ChartsYAxis />
          </ChartsSurface>
        </Box>
        <WeekSummary />
      </Box>
      <ChartsTooltip />
    </ChartsDataProvider>
  );
}
