import * as React from 'react';
import {BarChart} from '@mui/x-charts';

const days = ['Jun 24', 'Jun 25', 'Jun 26', 'Jun 27', 'Jun 28', 'Jun 29', 'Jun 30'];
const orders = [182, 205, 197, 221, 240, 168, 74];
// The last day is still in progress: its bar gets a class, styled as an outline below.
const TODAY = days.length - 1;

export default function BarsCustomBar() {
  return (
    <BarChart
      height={300}
      xAxis={[{scaleType: 'band', data: days}]}
      series={[
        {
          data: orders,
          label: 'Orders',
          color: '#5e35b1',
          valueFormatter: (value, {dataIndex}) => `${value} orders${dataIndex === TODAY ? ' so far today' : ''}`,
        },
      ]}
      slotProps={{
        // A function of the bar's owner state: series id, data index, color, highlight state.
        bar: (ownerState) => ({className: ownerState.dataIndex === TODAY ? 'bar-in-progress' : undefined}),
      }}
      hideLegend
      sx={{
        '& .bar-in-progress': {fillOpacity: 0.25, stroke: '#5e35b1', strokeWidth: 2, strokeDasharray: '5 3'},
      }}
    />
  );
}
