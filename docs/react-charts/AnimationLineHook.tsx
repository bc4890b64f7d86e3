import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {LineChart, type AnimatedLineProps} from '@mui/x-charts/LineChart';
import {useAnimateLine} from '@mui/x-charts/hooks';
import {GENERATION, YEARS} from '@site/src/demo-data/charts-energy';

// Two paths share one animated `d`: a wide, transparent halo under the line itself.
function GlowLine(props: AnimatedLineProps) {
  const {d, skipAnimation, ownerState} = props;
  const {ref: haloRef, d: haloPath} = useAnimateLine({d, skipAnimation});
  const {ref: lineRef, d: linePath} = useAnimateLine({d, skipAnimation});
  const opacity = ownerState.isFaded ? 0.3 : 1;
  return (
    <g opacity={opacity}>
      <path ref={haloRef} d={haloPath} fill="none" stroke={ownerState.color} strokeWidth={10} strokeOpacity={0.18} />
      <path ref={lineRef} d={linePath} fill="none" stroke={ownerState.color} strokeWidth={2.5} strokeLinejoin="round" />
    </g>
  );
}

const views = [
  {label: 'Wind', data: GENERATION.wind, color: '#00897b'},
  {label: 'Gas', data: GENERATION.gas, color: '#ef6c00'},
];

export default function AnimationLineHook() {
  const [index, setIndex] = React.useState(0);
  const view = views[index];
  return (
    <Stack spacing={1} sx={{alignItems: 'flex-start'}}>
      <Button variant="outlined" size="small" onClick={() => setIndex((current) => 1 - current)}>
        Show {views[1 - index].label.toLowerCase()}
      </Button>
      <LineChart
        height={300}
        slots={{line: GlowLine}}
        xAxis={[{scaleType: 'point', data: YEARS, valueFormatter: (year: number) => String(year)}]}
        yAxis={[{min: 0, max: 160, label: 'TWh'}]}
        series={[{data: view.data, label: view.label, color: view.color, showMark: false}]}
        sx={{width: '100%'}}
      />
    </Stack>
  );
}
