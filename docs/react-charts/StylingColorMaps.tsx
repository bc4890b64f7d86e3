import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {BarChart} from '@mui/x-charts';

const departments = ['Sales', 'Support', 'R&D', 'Ops', 'Legal'];
const scores = [62, 78, 91, 55, 84];

export default function StylingColorMaps() {
  return (
    <Box sx={{display: 'grid', gridTemplateColumns: {xs: '1fr', md: 'repeat(3, 1fr)'}, gap: 2}}>
      <div>
        <Typography variant="subtitle2">ordinal (by category)</Typography>
        <BarChart
          height={220}
          xAxis={[
            {
              scaleType: 'band',
              data: departments,
              colorMap: {type: 'ordinal', values: ['R&D'], colors: ['#d81b60'], unknownColor: '#90a4ae'},
            },
          ]}
          series={[{data: scores}]}
        />
      </div>
      <div>
        <Typography variant="subtitle2">continuous (by value)</Typography>
        <BarChart
          height={220}
          xAxis={[{scaleType: 'band', data: departments}]}
          yAxis={[{colorMap: {type: 'continuous', min: 50, max: 100, color: ['#90caf9', '#0d47a1']}}]}
          series={[{data: scores}]}
        />
      </div>
      <div>
        <Typography variant="subtitle2">piecewise (by threshold)</Typography>
        <BarChart
          height={220}
          xAxis={[{scaleType: 'band', data: departments}]}
          yAxis={[{colorMap: {type: 'piecewise', thresholds: [60, 80], colors: ['#e53935', '#fb8c00', '#43a047']}}]}
          series={[{data: scores}]}
        />
      </div>
    </Box>
  );
}
