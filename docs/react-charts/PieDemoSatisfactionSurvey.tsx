import * as React from 'react';
import {PieChart} from '@mui/x-charts';

export default function PieDemoSatisfactionSurvey() {
  return (
    <PieChart
      height={240}
      series={[
        {
          startAngle: -90,
          endAngle: 90,
          innerRadius: '55%',
          outerRadius: '100%',
          cy: '75%',
          data: [
            {value: 412, label: 'Satisfied', color: '#2e7d32'},
            {value: 138, label: 'Neutral', color: '#ffa000'},
            {value: 57, label: 'Unsatisfied', color: '#d32f2f'},
          ],
        },
      ]}
      slotProps={{
        legend: {
          direction: 'horizontal',
          position: {vertical: 'bottom', horizontal: 'center'},
        },
      }}
    />
  );
}
