import * as React from 'react';
import {FunnelChart, funnelClasses} from '@mui/x-charts-pro';

const donation = [
  {label: 'Opened the campaign email', value: 24000},
  {label: 'Visited the donation page', value: 5200},
  {label: 'Started the form', value: 1900},
  {label: 'Donated', value: 860},
];

export default function FunnelStyling() {
  return (
    <FunnelChart
      height={300}
      series={[{data: donation, curve: 'linear', borderRadius: 0}]}
      sx={{
        // A white gap between sections and bold, dark labels.
        [`& .${funnelClasses.section}`]: {stroke: '#fff', strokeWidth: 3},
        [`& .${funnelClasses.sectionLabel}`]: {fontWeight: 700, fill: '#212121'},
      }}
      colors={['#b2dfdb', '#80cbc4', '#4db6ac', '#26a69a']}
    />
  );
}
