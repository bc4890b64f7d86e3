import * as React from 'react';
import {PieChart} from '@mui/x-charts';

export default function PieHighlight() {
  return (
    <PieChart
      height={260}
      series={[
        {
          innerRadius: 40,
          data: [
            {value: 38, label: 'Electronics'},
            {value: 24, label: 'Home'},
            {value: 21, label: 'Fashion'},
            {value: 17, label: 'Sports'},
          ],
          highlightScope: {highlight: 'item', fade: 'global'},
          highlighted: {additionalRadius: 6},
          faded: {innerRadius: 30, additionalRadius: -10, color: 'gray'},
        },
      ]}
    />
  );
}
