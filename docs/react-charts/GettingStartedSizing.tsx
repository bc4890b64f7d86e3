import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {BarChart} from '@mui/x-charts';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];
const orders = [31, 42, 38, 51, 47];

export default function GettingStartedSizing() {
  return (
    <Stack spacing={2}>
      <div>
        <Typography variant="subtitle2">Fixed size: width 320 px, height 200 px</Typography>
        <BarChart
          width={320}
          height={200}
          xAxis={[{scaleType: 'band', data: days}]}
          series={[{data: orders, label: 'Orders'}]}
        />
      </div>
      <div>
        <Typography variant="subtitle2">Fluid width: fills its parent, height 200 px</Typography>
        <BarChart height={200} xAxis={[{scaleType: 'band', data: days}]} series={[{data: orders, label: 'Orders'}]} />
      </div>
    </Stack>
  );
}
