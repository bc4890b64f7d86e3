import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {BarChart} from '@mui/x-charts/BarChart';
import {getValueToPositionMapper, useAnimate, useBarSeries, useXScale, useYScale} from '@mui/x-charts/hooks';
import {MONTHS, PRECIPITATION} from '@site/src/demo-data/charts-weather';

type LabelProps = {x: number; y: number; value: number};

// Animates position and number together; applyProps writes to the DOM without re-rendering React.
function AnimatedValueLabel(props: LabelProps) {
  const {ref, x, y, value} = useAnimate(props, {
    createInterpolator: (from, to) => (t) => ({
      x: from.x + (to.x - from.x) * t,
      y: from.y + (to.y - from.y) * t,
      value: from.value + (to.value - from.value) * t,
    }),
    transformProps: (p) => p,
    applyProps: (element: SVGTextElement, p) => {
      element.setAttribute('x', String(p.x));
      element.setAttribute('y', String(p.y - 6));
      element.textContent = String(Math.round(p.value));
    },
    initialProps: {...props, value: 0},
  });
  return (
    <text ref={ref} x={x} y={y - 6} textAnchor="middle" fontSize={11} fill="currentColor">
      {Math.round(value)}
    </text>
  );
}

function ValueLabels() {
  const [series] = useBarSeries();
  const toX = getValueToPositionMapper(useXScale());
  const yScale = useYScale();
  if (!series) {
    return null;
  }
  return (
    <g pointerEvents="none">
      {series.data.map((value, index) =>
        value == null ? null : (
          <AnimatedValueLabel key={MONTHS[index]} x={toX(MONTHS[index])} y={yScale(value) as number} value={value} />
        ),
      )}
    </g>
  );
}

export default function AnimationUseAnimate() {
  const [sydney, setSydney] = React.useState(false);
  return (
    <Stack spacing={1} sx={{alignItems: 'flex-start'}}>
      <Button variant="outlined" size="small" onClick={() => setSydney((current) => !current)}>
        Show {sydney ? 'London' : 'Sydney'}
      </Button>
      <BarChart
        height={300}
        xAxis={[{scaleType: 'band', data: MONTHS}]}
        yAxis={[{min: 0, max: 150, label: 'mm'}]}
        series={[
          {
            data: sydney ? PRECIPITATION.sydney : PRECIPITATION.london,
            label: sydney ? 'Sydney' : 'London',
            color: '#7986cb',
          },
        ]}
        sx={{width: '100%'}}
      >
        <ValueLabels />
      </BarChart>
    </Stack>
  );
}
