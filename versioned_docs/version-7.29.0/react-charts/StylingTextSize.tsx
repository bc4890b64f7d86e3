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
        // Bigger text needs bigger margins: the chart does not measure its labels.
        margin={large ? {left: 80, bottom: 40} : {left: 60, bottom: 30}}
        xAxis={[{scaleType: 'band', data: cities, tickLabelStyle: {fontSize}}]}
        yAxis={[{tickLabelStyle: {fontSize}}]}
        series={[{data: [2806, 2769, 2473, 2771, 2957], label: 'Sunshine hours per year'}]}
      />
    </Stack>
  );
}
