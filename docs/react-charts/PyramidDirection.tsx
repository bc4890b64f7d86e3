import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {FunnelChart} from '@mui/x-charts-pro/FunnelChart';

// Share of households per income band, from the highest band to the lowest. The values are not
// sorted: the middle bands are the largest.
const bands = [
  {label: 'Over $150k', value: 9},
  {label: '$100k to $150k', value: 14},
  {label: '$60k to $100k', value: 23},
  {label: '$35k to $60k', value: 27},
  {label: 'Under $35k', value: 27},
];

const valueFormatter = (item: {value: number}) => `${item.value} %`;

export default function PyramidDirection() {
  return (
    <Box sx={{display: 'grid', gridTemplateColumns: {xs: '1fr', sm: '1fr 1fr'}, gap: 2}}>
      <div>
        <Typography variant="subtitle2" align="center">
          funnelDirection: &apos;auto&apos; (9 % &lt; 27 %, drawn upright)
        </Typography>
        <FunnelChart height={260} hideLegend series={[{curve: 'pyramid', data: bands, valueFormatter}]} />
      </div>
      <div>
        <Typography variant="subtitle2" align="center">
          funnelDirection: &apos;decreasing&apos; (forced upside down)
        </Typography>
        <FunnelChart
          height={260}
          hideLegend
          series={[{curve: 'pyramid', funnelDirection: 'decreasing', data: bands, valueFormatter}]}
        />
      </div>
    </Box>
  );
}
