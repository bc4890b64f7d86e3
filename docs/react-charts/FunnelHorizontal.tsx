import * as React from 'react';
import {FunnelChart} from '@mui/x-charts-pro';

// A recruiting pipeline for one engineering role.
const pipeline = [
  {label: 'Applicants', value: 640},
  {label: 'Screened', value: 410},
  {label: 'Interviewed', value: 230},
  {label: 'Offers', value: 120},
  {label: 'Hired', value: 85},
];

export default function FunnelHorizontal() {
  return (
    <FunnelChart
      height={260}
      // Stages run from left to right.
      series={[{layout: 'horizontal', data: pipeline, valueFormatter: (item) => `${item.value} candidates`}]}
    />
  );
}
