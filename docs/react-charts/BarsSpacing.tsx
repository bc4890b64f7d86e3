import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import {BarChart} from '@mui/x-charts';

const stores = ['Lyon', 'Nantes', 'Lille', 'Nice', 'Brest'];

export default function BarsSpacing() {
  const [categoryGap, setCategoryGap] = React.useState(0.3);
  const [barGap, setBarGap] = React.useState(0.1);
  const [radius, setRadius] = React.useState(6);

  return (
    <Box sx={{width: '100%'}}>
      <Box sx={{display: 'grid', gridTemplateColumns: {xs: '1fr', sm: 'repeat(3, 1fr)'}, columnGap: 3, px: 1}}>
        <div>
          <Typography variant="caption">categoryGapRatio: {categoryGap}</Typography>
          <Slider
            size="small"
            value={categoryGap}
            min={0}
            max={0.8}
            step={0.1}
            onChange={(_, value) => setCategoryGap(value as number)}
          />
        </div>
        <div>
          <Typography variant="caption">barGapRatio: {barGap}</Typography>
          <Slider
            size="small"
            value={barGap}
            min={0}
            max={1}
            step={0.1}
            onChange={(_, value) => setBarGap(value as number)}
          />
        </div>
        <div>
          <Typography variant="caption">borderRadius: {radius}px</Typography>
          <Slider
            size="small"
            value={radius}
            min={0}
            max={16}
            step={2}
            onChange={(_, value) => setRadius(value as number)}
          />
        </div>
      </Box>
      <BarChart
        height={280}
        borderRadius={radius}
        xAxis={[{scaleType: 'band', data: stores, categoryGapRatio: categoryGap, barGapRatio: barGap}]}
        series={[
          {data: [120, 98, 143, 87, 64], label: 'Weekdays'},
          {data: [74, 61, 90, 112, 38], label: 'Weekends'},
        ]}
      />
    </Box>
  );
}
