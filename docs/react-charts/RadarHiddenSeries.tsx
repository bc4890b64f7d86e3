import * as React from 'react';
import {RadarChart} from '@mui/x-charts';

const criteria = ['Price', 'Support', 'Integrations', 'Security', 'Ease of use'];
const vendors = [
  {id: 'acme', label: 'Acme CRM', data: [7, 6, 9, 8, 6]},
  {id: 'nimbus', label: 'Nimbus', data: [9, 5, 6, 7, 9]},
  {id: 'orbit', label: 'Orbit Suite', data: [5, 9, 8, 9, 5]},
  {id: 'pulse', label: 'Pulse', data: [8, 7, 5, 6, 8]},
];

export default function RadarHiddenSeries() {
  return (
    <RadarChart
      height={340}
      radar={{max: 10, metrics: criteria}}
      series={vendors.map((vendor) => ({...vendor, fillArea: true}))}
      // Four overlapping polygons are hard to read: a click on a legend entry hides or shows its vendor.
      slotProps={{legend: {toggleVisibilityOnClick: true}}}
    />
  );
}
