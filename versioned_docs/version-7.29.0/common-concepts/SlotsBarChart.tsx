import * as React from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {BarChart, type ChartsAxisContentProps} from '@mui/x-charts';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
const online = [42, 38, 51, 47, 60, 66];
const inStore = [30, 34, 29, 36, 33, 41];

// Replaces the content of the axis tooltip: it shows the total of both channels.
function TotalTooltip({axisValue, dataIndex}: ChartsAxisContentProps) {
  if (dataIndex == null) {
    return null;
  }
  return (
    <Paper sx={{px: 1.5, py: 1}}>
      <Typography variant="subtitle2">{String(axisValue)}</Typography>
      <Typography variant="body2">
        {online[dataIndex] + inStore[dataIndex]}k orders ({online[dataIndex]}k online)
      </Typography>
    </Paper>
  );
}

export default function SlotsBarChart() {
  return (
    <BarChart
      height={300}
      xAxis={[{scaleType: 'band', data: months}]}
      series={[
        {data: online, label: 'Online', stack: 'orders'},
        {data: inStore, label: 'In store', stack: 'orders'},
      ]}
      slots={{axisContent: TotalTooltip}}
      // slotProps reach the default legend: one row, above the chart, on the right.
      slotProps={{legend: {direction: 'row', position: {vertical: 'top', horizontal: 'right'}, padding: 0}}}
    />
  );
}
