import * as React from 'react';
import {PieChart, pieClasses} from '@mui/x-charts';

// Storage used on a laptop (GB), with names that depend on where they are shown.
const storage = [
  {id: 'apps', value: 142, names: {arc: 'Apps', legend: 'Applications', tooltip: 'Applications and their caches'}},
  {id: 'media', value: 208, names: {arc: 'Media', legend: 'Photos and videos', tooltip: 'Photo and video libraries'}},
  {id: 'docs', value: 64, names: {arc: 'Docs', legend: 'Documents', tooltip: 'Documents and downloads'}},
  {id: 'system', value: 48, names: {arc: 'OS', legend: 'System', tooltip: 'Operating system files'}},
];

export default function PieLabelLocation() {
  return (
    <PieChart
      height={280}
      series={[
        {
          // A label function receives the location: 'arc' (new in v8), 'legend' or 'tooltip'.
          data: storage.map(({id, value, names}) => ({id, value, label: (location) => names[location]})),
          arcLabel: 'label',
          innerRadius: 50,
          valueFormatter: (item) => `${item.value} GB`,
        },
      ]}
      sx={{[`& .${pieClasses.arcLabel}`]: {fill: '#fff', fontWeight: 600}}}
    />
  );
}
