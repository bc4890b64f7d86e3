import * as React from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {BarChart, ChartsTooltipContainer, useAxesTooltip, type ChartsTooltipProps} from '@mui/x-charts';

function TotalContent() {
  // One entry per axis under the pointer; a single x-axis gives a single entry.
  const axes = useAxesTooltip();
  if (!axes || axes.length === 0) {
    return null;
  }
  const {axisFormattedValue, seriesItems} = axes[0];
  const total = seriesItems.reduce((sum, item) => sum + (typeof item.value === 'number' ? item.value : 0), 0);
  return (
    <Paper elevation={3} sx={{p: 1.5}}>
      <Typography variant="subtitle2">{axisFormattedValue}</Typography>
      {seriesItems.map((item) => (
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

// The tooltip slot replaces the whole tooltip; the container keeps it next to the pointer.
function TotalTooltip(props: ChartsTooltipProps) {
  return (
    <ChartsTooltipContainer {...props}>
      <TotalContent />
    </ChartsTooltipContainer>
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
      slots={{tooltip: TotalTooltip}}
    />
  );
}
