import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {FunnelChart} from '@mui/x-charts-pro/FunnelChart';

// Tickets handled per support level in a month: most are solved at the first level.
const levels = [
  {label: 'Level 3: engineering', value: 40},
  {label: 'Level 2: specialists', value: 310},
  {label: 'Level 1: help desk', value: 1650},
];

const series = [
  {curve: 'pyramid' as const, data: levels, valueFormatter: (item: {value: number}) => `${item.value} tickets`},
];

export default function PyramidSegmentScale() {
  return (
    <Box sx={{display: 'grid', gridTemplateColumns: {xs: '1fr', sm: '1fr 1fr'}, gap: 2}}>
      <div>
        <Typography variant="subtitle2" align="center">
          Band scale (default): equal heights
        </Typography>
        <FunnelChart height={280} hideLegend series={series} />
      </div>
      <div>
        <Typography variant="subtitle2" align="center">
          categoryAxis scaleType: &apos;linear&apos;: heights follow the values
        </Typography>
        <FunnelChart height={280} hideLegend categoryAxis={{scaleType: 'linear'}} series={series} />
      </div>
    </Box>
  );
}
