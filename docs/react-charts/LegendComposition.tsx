import * as React from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  ChartsDataProvider,
  ChartsLegend,
  ChartsSurface,
  ChartsTooltip,
  ChartsXAxis,
  ChartsYAxis,
  LinePlot,
  MarkPlot,
} from '@mui/x-charts';

const weeks = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6'];

export default function LegendComposition() {
  return (
    <ChartsDataProvider
      height={260}
      xAxis={[{scaleType: 'point', data: weeks}]}
      series={[
        {type: 'line', data: [120, 135, 160, 158, 172, 190], label: 'Sign-ups'},
        {type: 'line', data: [40, 46, 51, 60, 58, 66], label: 'Activations'},
      ]}
    >
      <Paper variant="outlined" sx={{p: 2}}>
        {/* Inside the provider, the legend can go anywhere in the HTML: here, in the card header. */}
        <Stack direction="row" sx={{alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap'}}>
          <Typography variant="subtitle1">Weekly funnel</Typography>
          <ChartsLegend direction="horizontal" />
        </Stack>
        <ChartsSurface>
          <LinePlot />
          <MarkPlot />
          <ChartsXAxis />
          <ChartsYAxis />
        </ChartsSurface>
        <ChartsTooltip />
      </Paper>
    </ChartsDataProvider>
  );
}
