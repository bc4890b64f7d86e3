import * as React from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {BarChart, useAxisTooltip} from '@mui/x-charts';

function TotalTooltip() {
  const tooltip = useAxisTooltip();
  if (!tooltip) {
    return null;
  }
  const total = tooltip.seriesItems.reduce((sum, item) => sum + (typeof item.value === 'number' ? item.value : 0), 0);
  return (
    <Paper elevation={3} sx={{p: 1.5}}>
      <Typography variant="subtitle2">{tooltip.axisFormattedValue}</Typography>
      {tooltip.seriesItems.map((item) => (
        <Typography key={item.seriesId} variant="body2">
          <span style={{color: item.color}}>■</span> {item.formattedLabel}: {item.formattedValue}
        </Typography>
      ))}
      <Typography variant="body2" sx={{fontWeight: 600}}>
        Total: {total}
      </Typography>
    </Paper>
  );
}

export default function TooltipAxisContent() {
  return (
    <BarChart
      height={300}
      xAxis={[{scaleType: 'band', data: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri']}]}
      series={[
        {data: [14, 18, 11, 20, 16], label: 'Email', stack: 'tickets'},
        {data: [6, 9, 7, 8, 12], label: 'Chat', stack: 'tickets'},
        {data: [3, 2, 4, 5, 3], label: 'Phone', stack: 'tickets'},
      ]}
      slots={{axisContent: TotalTooltip}}
    />
  );
}
