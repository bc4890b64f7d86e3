import * as React from 'react';
import {BarChart} from '@mui/x-charts';

const weeks = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6', 'W7', 'W8', 'W9', 'W10'];
const deployments = [12, 15, 9, 18, 14, 4, 16, 19, 11, 17];
// Week 6 had a release freeze: its bar is grey, whatever its value.
const FREEZE_WEEK = 5;

export default function BarsColorGetter() {
  return (
    <BarChart
      height={300}
      xAxis={[{scaleType: 'band', data: weeks}]}
      series={[
        {
          data: deployments,
          label: 'Deployments',
          // The legend keeps `color`; each bar asks `colorGetter`.
          color: '#3949ab',
          colorGetter: ({dataIndex, value}) => {
            if (dataIndex === FREEZE_WEEK) {
              return '#9e9e9e';
            }
            return value !== null && value >= 15 ? '#1a237e' : '#7986cb';
          },
        },
      ]}
    />
  );
}
