import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {LineChart, type CurveType} from '@mui/x-charts';

const curves: CurveType[] = ['monotoneX', 'linear', 'natural', 'catmullRom', 'step', 'stepAfter'];
const hours = ['08h', '10h', '12h', '14h', '16h', '18h', '20h'];

export default function LinesCurves() {
  const [curve, setCurve] = React.useState<CurveType>('monotoneX');

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={curve}
        onChange={(_, value: CurveType | null) => value && setCurve(value)}
        aria-label="Curve"
        sx={{flexWrap: 'wrap'}}
      >
        {curves.map((name) => (
          <ToggleButton key={name} value={name} sx={{textTransform: 'none'}}>
            {name}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <LineChart
        height={280}
        xAxis={[{scaleType: 'point', data: hours}]}
        series={[{data: [12, 38, 21, 44, 40, 9, 26], label: 'Visitors in store', curve}]}
      />
    </Stack>
  );
}
