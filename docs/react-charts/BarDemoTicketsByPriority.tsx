import * as React from 'react';
import {BarChart} from '@mui/x-charts';

const weeks = ['W14', 'W15', 'W16', 'W17', 'W18', 'W19'];

export default function BarDemoTicketsByPriority() {
  return (
    <BarChart
      height={320}
      xAxis={[{scaleType: 'band', data: weeks}]}
      series={[
        {data: [48, 52, 41, 57, 60, 49], label: 'Low', stack: 'tickets', color: '#90caf9'},
        {data: [31, 28, 35, 30, 38, 33], label: 'Medium', stack: 'tickets', color: '#1976d2'},
        {data: [9, 14, 7, 12, 16, 8], label: 'High', stack: 'tickets', color: '#d32f2f'},
      ]}
    />
  );
}
