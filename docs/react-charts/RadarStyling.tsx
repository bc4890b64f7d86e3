import * as React from 'react';
import {RadarChart, radarClasses} from '@mui/x-charts';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export default function RadarStyling() {
  return (
    <RadarChart
      height={340}
      // A radar of monthly sales: a seasonal pattern reads as a shape.
      radar={{metrics: months, max: 50}}
      series={[
        {
          data: [12, 10, 14, 18, 25, 33, 41, 44, 30, 20, 22, 38],
          label: 'Ice cream (k$)',
          fillArea: true,
          color: '#ec407a',
        },
        {
          data: [36, 33, 27, 20, 14, 10, 9, 9, 15, 24, 31, 42],
          label: 'Hot chocolate (k$)',
          fillArea: true,
          color: '#6d4c41',
        },
      ]}
      stripeColor={null}
      sx={{
        // Dashed spokes, lighter rings, translucent areas with a thick outline.
        [`& .${radarClasses.gridRadial}`]: {strokeDasharray: '2 4'},
        [`& .${radarClasses.gridDivider}`]: {strokeOpacity: 0.4},
        [`& .${radarClasses.seriesArea}`]: {fillOpacity: 0.15, strokeWidth: 3},
        [`& .${radarClasses.seriesMark}`]: {display: 'none'},
      }}
    />
  );
}
