import * as React from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {BarChart, ChartsTooltipContainer, useAxesTooltip, type ChartsTooltipProps} from '@mui/x-charts';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
const online = [42, 38, 51, 47, 60, 66];
const inStore = [30, 34, 29, 36, 33, 41];

// The content of the tooltip: the total of both channels for the hovered month.
function TotalContent() {
  const axes = useAxesTooltip();
  if (!axes || axes.length === 0) {
    return null;
  }
  const {axisFormattedValue, dataIndex} = axes[0];
  return (
    <Paper sx={{px: 1.5, py: 1}}>
      <Typography variant="subtitle2">{axisFormattedValue}</Typography>
      <Typography variant="body2">
        {online[dataIndex] + inStore[dataIndex]}k orders ({online[dataIndex]}k online)
      </Typography>
    </Paper>
  );
}

// Replaces the tooltip slot: the default container positions the popper, the content is ours.
function TotalTooltip(props: ChartsTooltipProps) {
  return (
    <ChartsTooltipContainer {...props}>
      <TotalContent />
    </ChartsTooltipContainer>
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
      slots={{tooltip: TotalTooltip}}
      // slotProps reach the default legend: one row, above the chart, on the right.
      slotProps={{legend: {direction: 'horizontal', position: {vertical: 'top', horizontal: 'end'}}}}
    />
  );
}
