import * as React from 'react';
import {BarChart} from '@mui/x-charts/BarChart';
import {getValueToPositionMapper, useDrawingArea, useXScale, useYScale} from '@mui/x-charts/hooks';
import {MONTHS, PRECIPITATION} from '@site/src/demo-data/charts-weather';

const sydney = PRECIPITATION.sydney;
const wettest = sydney.indexOf(Math.max(...sydney));
const average = Math.round(sydney.reduce((sum, value) => sum + value, 0) / sydney.length);

// Converts data values to pixels with the chart's own scales.
function Annotations() {
  const xScale = useXScale();
  const yScale = useYScale();
  const {left, width} = useDrawingArea();
  // On a band scale, xScale(value) is the start of the band; the mapper returns its center.
  const toX = getValueToPositionMapper(xScale);
  const averageY = yScale(average) as number;
  const wettestX = toX(MONTHS[wettest]);
  const wettestY = yScale(sydney[wettest]) as number;

  return (
    <g pointerEvents="none">
      <line x1={left} x2={left + width} y1={averageY} y2={averageY} stroke="#ef6c00" strokeDasharray="4 3" />
      <text x={left + width - 4} y={averageY - 6} textAnchor="end" fontSize={12} fill="#ef6c00">
        {`Yearly average: ${average} mm`}
      </text>
      <path
        d={`M ${wettestX - 6} ${wettestY - 16} L ${wettestX + 6} ${wettestY - 16} L ${wettestX} ${wettestY - 6} Z`}
        fill="#1565c0"
      />
      <text x={wettestX} y={wettestY - 22} textAnchor="middle" fontSize={12} fill="#1565c0">
        Wettest month
      </text>
    </g>
  );
}

export default function UseScaleAnnotations() {
  return (
    <BarChart
      height={300}
      xAxis={[{scaleType: 'band', data: MONTHS}]}
      yAxis={[{label: 'mm', max: 160}]}
      series={[{data: sydney, label: 'Sydney precipitation', color: '#64b5f6'}]}
    >
      <Annotations />
    </BarChart>
  );
}
