import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {useTheme} from '@mui/material/styles';
import {BarChart, useDrawingArea} from '@mui/x-charts';

// Replaces the default "No data to display" text through the noDataOverlay slot.
function EmptyState() {
  const theme = useTheme();
  const {left, top, width, height} = useDrawingArea();
  return (
    <g>
      <rect
        x={left}
        y={top}
        width={width}
        height={height}
        fill="none"
        stroke={(theme.vars ?? theme).palette.divider}
        strokeDasharray="6 6"
      />
      <text
        x={left + width / 2}
        y={top + height / 2}
        textAnchor="middle"
        dominantBaseline="central"
        fill={(theme.vars ?? theme).palette.text.secondary}
      >
        No sales yet for this period
      </text>
    </g>
  );
}

const regions = ['North', 'South', 'East', 'West'];

export default function ComponentsNoDataSlot() {
  const [empty, setEmpty] = React.useState(true);

  return (
    <Stack spacing={1}>
      <div>
        <Button variant="outlined" onClick={() => setEmpty((value) => !value)}>
          {empty ? 'Load sales' : 'Clear sales'}
        </Button>
      </div>
      <BarChart
        height={280}
        xAxis={[{scaleType: 'band', data: regions}]}
        series={[{data: empty ? [] : [42, 31, 55, 27], label: 'Sales'}]}
        slots={{noDataOverlay: EmptyState}}
      />
    </Stack>
  );
}
