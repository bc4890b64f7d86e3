import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {BarChart, type BarProps} from '@mui/x-charts/BarChart';
import {useAnimateBar} from '@mui/x-charts/hooks';
import {MONTHS, PRECIPITATION} from '@site/src/demo-data/charts-weather';

// A custom bar: a rounded "pill" with a lighter cap, animated like the built-in bars.
function PillBar(props: BarProps) {
  const {color, ownerState} = props;
  // The hook grows the bar from the axis on mount and morphs it when the data changes.
  const {ref, x, y, width, height} = useAnimateBar(props);
  return (
    <rect
      ref={ref}
      x={x}
      y={y}
      width={width}
      height={height}
      rx={Math.min(width / 2, 12)}
      fill={color}
      opacity={ownerState.isFaded ? 0.3 : 1}
      stroke={ownerState.isHighlighted ? '#212121' : 'none'}
    />
  );
}

const stations = [
  {label: 'Paris', data: PRECIPITATION.paris},
  {label: 'New York', data: PRECIPITATION.newYork},
];

export default function AnimationBarHook() {
  const [index, setIndex] = React.useState(0);
  const station = stations[index];
  return (
    <Stack spacing={1} sx={{alignItems: 'flex-start'}}>
      <Button variant="outlined" size="small" onClick={() => setIndex((current) => 1 - current)}>
        Show {stations[1 - index].label}
      </Button>
      <BarChart
        height={300}
        slots={{bar: PillBar}}
        xAxis={[{scaleType: 'band', data: MONTHS}]}
        yAxis={[{min: 0, max: 130, label: 'mm'}]}
        series={[{data: station.data, label: `${station.label} precipitation`, color: '#0288d1'}]}
        sx={{width: '100%'}}
      />
    </Stack>
  );
}
