import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {FunnelChart, type FunnelCurveType} from '@mui/x-charts-pro';

const trial = [
  {label: 'Started a trial', value: 4200},
  {label: 'Created a project', value: 2900},
  {label: 'Invited a colleague', value: 1350},
  {label: 'Upgraded', value: 610},
];
const curves: FunnelCurveType[] = ['linear', 'linear-sharp', 'bump', 'step', 'pyramid', 'step-pyramid'];

export default function FunnelCurves() {
  const [curve, setCurve] = React.useState<FunnelCurveType>('bump');

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={curve}
        onChange={(_, value: FunnelCurveType | null) => value && setCurve(value)}
        aria-label="Funnel curve"
        sx={{flexWrap: 'wrap'}}
      >
        {curves.map((value) => (
          <ToggleButton key={value} value={value}>
            {value}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <FunnelChart height={300} series={[{curve, data: trial}]} hideLegend />
    </Stack>
  );
}
