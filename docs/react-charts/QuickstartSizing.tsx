import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {BarChart} from '@mui/x-charts/BarChart';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];
const orders = [31, 42, 38, 51, 47];
const series = [{data: orders, label: 'Orders'}];
const xAxis = [{scaleType: 'band' as const, data: days}];

export default function QuickstartSizing() {
  return (
    <Stack spacing={2}>
      <div>
        <Typography variant="subtitle2">Fixed size: width 320 px, height 200 px</Typography>
        <BarChart width={320} height={200} xAxis={xAxis} series={series} />
      </div>
      <div>
        <Typography variant="subtitle2">Fluid width: fills its parent, height 200 px</Typography>
        <BarChart height={200} xAxis={xAxis} series={series} />
      </div>
      <div>
        <Typography variant="subtitle2">No size props: fills a parent 160 px high</Typography>
        <Box sx={{height: 160}}>
          <BarChart xAxis={xAxis} series={series} hideLegend />
        </Box>
      </div>
    </Stack>
  );
}
