import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {PieChart} from '@mui/x-charts';

// Share of the European e-bike market by brand, for two years side by side.
const years = [
  {
    year: '2023',
    data: [
      {id: 'a', value: 31, label: 'Velora'},
      {id: 'b', value: 24, label: 'Kettler'},
      {id: 'c', value: 19, label: 'Nordwind'},
      {id: 'd', value: 26, label: 'Others'},
    ],
  },
  {
    year: '2024',
    data: [
      {id: 'a', value: 34, label: 'Velora'},
      {id: 'b', value: 21, label: 'Kettler'},
      {id: 'c', value: 23, label: 'Nordwind'},
      {id: 'd', value: 22, label: 'Others'},
    ],
  },
];

export default function PieDemoMarketShare() {
  return (
    <Box sx={{display: 'grid', gridTemplateColumns: {xs: '1fr', sm: '1fr 1fr'}, gap: 2}}>
      {years.map(({year, data}) => (
        <div key={year}>
          <Typography variant="subtitle2" align="center">
            {year}
          </Typography>
          <PieChart
            height={220}
            series={[{data, innerRadius: 45, paddingAngle: 1, valueFormatter: (item) => `${item.value}%`}]}
            slotProps={{
              legend: {
                direction: 'horizontal',
                position: {vertical: 'bottom', horizontal: 'center'},
                // The legend is HTML: regular CSS sizes its text.
                sx: {fontSize: 12},
              },
            }}
          />
        </div>
      ))}
    </Box>
  );
}
