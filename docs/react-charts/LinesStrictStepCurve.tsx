import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {LineChart} from '@mui/x-charts';

// The price of a subscription plan, changed four times over the year.
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const price = [12, 12, 12, 14, 14, 14, 14, 16, 16, 15, 15, 15];

export default function LinesStrictStepCurve() {
  const [strict, setStrict] = React.useState(false);

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={<Switch checked={strict} onChange={(event) => setStrict(event.target.checked)} />}
        label="strictStepCurve"
      />
      <LineChart
        height={280}
        xAxis={[{scaleType: 'band', data: months}]}
        yAxis={[{min: 10, max: 18, valueFormatter: (value: number) => `$${value}`}]}
        series={[
          {
            data: price,
            label: 'Monthly price',
            curve: 'stepAfter',
            area: true,
            baseline: 'min',
            strictStepCurve: strict,
          },
        ]}
      />
    </Stack>
  );
}
