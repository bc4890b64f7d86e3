import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {BarChart} from '@mui/x-charts';

const regions = ['Europe', 'North America', 'Asia', 'Oceania', 'Africa', 'South America'];
// Support tickets per region: two regions have only a handful, one has none at all.
const tickets = [1240, 980, 1515, 6, 3, 0];

export default function BarsMinBarSize() {
  const [minBarSize, setMinBarSize] = React.useState(true);

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={<Switch checked={minBarSize} onChange={(event) => setMinBarSize(event.target.checked)} />}
        label="minBarSize: 4"
      />
      <BarChart
        height={280}
        xAxis={[{scaleType: 'band', data: regions}]}
        series={[{data: tickets, label: 'Open tickets', minBarSize: minBarSize ? 4 : 0}]}
        hideLegend
      />
    </Stack>
  );
}
