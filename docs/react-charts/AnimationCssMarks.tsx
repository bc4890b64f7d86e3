import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {LineChart, lineClasses} from '@mui/x-charts/LineChart';
import {CITY_NAMES, MONTHS, TEMPERATURES, type City} from '@site/src/demo-data/charts-weather';

const CITIES: City[] = ['paris', 'newYork', 'sydney', 'london'];

export default function AnimationCssMarks() {
  const [cityIndex, setCityIndex] = React.useState(0);
  const city = CITIES[cityIndex];

  return (
    <Stack spacing={1} sx={{alignItems: 'flex-start'}}>
      <Button variant="outlined" size="small" onClick={() => setCityIndex((index) => (index + 1) % CITIES.length)}>
        Next city
      </Button>
      <LineChart
        height={300}
        xAxis={[{scaleType: 'point', data: MONTHS}]}
        yAxis={[{min: -5, max: 30, label: '°C'}]}
        series={[{data: TEMPERATURES[city], label: CITY_NAMES[city], color: '#e64a19'}]}
        sx={{
          width: '100%',
          // Marks move with a CSS transition: slow it down and let it overshoot.
          [`& .${lineClasses.mark}.${lineClasses.markAnimate}`]: {
            transitionDuration: '900ms',
            transitionTimingFunction: 'cubic-bezier(0.34, 1.56, 0.64, 1)',
          },
        }}
      />
    </Stack>
  );
}
