import * as React from 'react';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {BarChart} from '@mui/x-charts';

const departments = [
  'Customer Success',
  'Research and Development',
  'Marketing',
  'Finance and Accounting',
  'Human Resources',
  'Legal',
];
const headcount = [48, 132, 37, 22, 15, 9];

export default function AxisSizing() {
  const [width, setWidth] = React.useState(100);

  return (
    <Stack spacing={1}>
      <Typography id="axis-sizing-width" variant="body2">
        y-axis width: {width}px
      </Typography>
      <Slider
        size="small"
        value={width}
        onChange={(_, value) => setWidth(value as number)}
        min={45}
        max={180}
        step={5}
        aria-labelledby="axis-sizing-width"
        sx={{maxWidth: 320}}
      />
      <BarChart
        layout="horizontal"
        height={300}
        // Labels longer than the reserved width end with an ellipsis.
        yAxis={[{scaleType: 'band', data: departments, width}]}
        xAxis={[{label: 'Employees'}]}
        series={[{data: headcount, label: 'Headcount'}]}
        hideLegend
      />
    </Stack>
  );
}
