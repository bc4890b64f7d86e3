import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {BarChart} from '@mui/x-charts';

const channels = ['Organic search', 'Paid search', 'Social', 'Email', 'Referral'];
const change = [18.5, -6.2, 9.4, -12.8, 3.1];

type Placement = 'center' | 'outside';

export default function BarsLabelPlacement() {
  const [placement, setPlacement] = React.useState<Placement>('outside');

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={placement}
        onChange={(_, value: Placement | null) => value && setPlacement(value)}
        aria-label="barLabelPlacement"
      >
        <ToggleButton value="center">center</ToggleButton>
        <ToggleButton value="outside">outside</ToggleButton>
      </ToggleButtonGroup>
      <BarChart
        layout="horizontal"
        height={300}
        yAxis={[{scaleType: 'band', data: channels, width: 100}]}
        xAxis={[{min: -20, max: 25, valueFormatter: (value: number) => `${value}%`}]}
        series={[
          {
            data: change,
            label: 'Sessions, change on last month',
            // Outside labels sit past the end of the bar: right of positive bars, left of negative ones.
            barLabel: (item) => `${item.value! > 0 ? '+' : ''}${item.value}%`,
            barLabelPlacement: placement,
          },
        ]}
        hideLegend
      />
    </Stack>
  );
}
