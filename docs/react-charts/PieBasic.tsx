import * as React from 'react';
import {PieChart} from '@mui/x-charts';

export default function PieBasic() {
  return (
    <PieChart
      height={260}
      series={[
        {
          data: [
            {id: 'search', value: 46, label: 'Search'},
            {id: 'direct', value: 27, label: 'Direct'},
            {id: 'social', value: 15, label: 'Social'},
            {id: 'email', value: 12, label: 'Email'},
          ],
        },
      ]}
    />
  );
}
