import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {BarChart} from '@mui/x-charts';

const cities = ['Lisbon', 'Madrid', 'Rome', 'Athens', 'Valletta'];

export default function StylingTextSize() {
  const [large, setLarge] = React.useState(true);
  const fontSize = large ? 16 : 12;

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={<Switch checked={large} onChange={(event) => setLarge(event.target.checked)} />}
        label="Large text"
      />
      <BarChart
        height={340}
        // Bigger text needs bigger axes: the chart does not measure its labels.
        xAxis={[{scaleType: 'band', data: cities, tickLabelStyle: {fontSize}, height: large ? 32 : 25}]}
        yAxis={[{tickLabelStyle: {fontSize}, width: large ? 55 : 45}]}
        series={[{data: [2806, 2769, 2473, 2771, 2957], label: 'Sunshine hours per year'}]}
      />
    </Stack>
  );
}
