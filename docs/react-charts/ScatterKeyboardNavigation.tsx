import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {ScatterChart} from '@mui/x-charts';

const cafes = [
  {id: 'Aroma', x: 4.6, y: 3.2},
  {id: 'Bean There', x: 4.1, y: 2.6},
  {id: 'Crema', x: 4.8, y: 4.1},
  {id: 'Daily Grind', x: 3.7, y: 2.4},
  {id: 'Espresso Lab', x: 4.4, y: 3.8},
];

export default function ScatterKeyboardNavigation() {
  return (
    <Stack spacing={1}>
      <Typography variant="body2" color="text.secondary">
        Press Tab to focus the chart, then move between cafés with the left and right arrow keys.
      </Typography>
      <ScatterChart
        height={300}
        enableKeyboardNavigation
        xAxis={[{label: 'Rating (out of 5)', min: 3.5, max: 5}]}
        yAxis={[{label: 'Price of a flat white ($)', min: 2, max: 4.5}]}
        series={[
          {
            data: cafes,
            label: 'Cafés',
            markerSize: 7,
            valueFormatter: (point) => point && `${point.id}: rated ${point.x}, $${point.y.toFixed(2)}`,
          },
        ]}
      />
    </Stack>
  );
}
