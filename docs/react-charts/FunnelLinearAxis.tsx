import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {FunnelChart} from '@mui/x-charts-pro';

const stages = ['Impressions', 'Clicks', 'Sign-ups', 'Purchases'];
const values = [900, 560, 340, 200];
type Scale = 'band' | 'linear';

export default function FunnelLinearAxis() {
  const [scaleType, setScaleType] = React.useState<Scale>('linear');

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={scaleType}
        onChange={(_, value: Scale | null) => value && setScaleType(value)}
        aria-label="Category axis scale type"
      >
        <ToggleButton value="band">band: equal heights</ToggleButton>
        <ToggleButton value="linear">linear: heights follow values</ToggleButton>
      </ToggleButtonGroup>
      <FunnelChart
        height={340}
        categoryAxis={{categories: stages, position: 'left', size: 90, scaleType}}
        series={[{data: values.map((value) => ({value})), valueFormatter: (item) => `${item.value}k`}]}
        hideLegend
      />
    </Stack>
  );
}
