import * as React from 'react';
import {Heatmap, type HeatmapCellProps} from '@mui/x-charts-pro';

const variables = ['Temperature', 'Humidity', 'Wind speed', 'Pressure', 'Rainfall'];
// Correlation coefficients between daily weather measurements (symmetric matrix).
const matrix = [
  [1, -0.62, -0.18, -0.31, -0.24],
  [-0.62, 1, 0.05, -0.28, 0.57],
  [-0.18, 0.05, 1, -0.46, 0.33],
  [-0.31, -0.28, -0.46, 1, -0.52],
  [-0.24, 0.57, 0.33, -0.52, 1],
];
const data = matrix.flatMap((row, y) => row.map((value, x): [number, number, number] => [x, y, value]));

// The cell slot receives the geometry, and the computed color and value in its owner state.
function LabeledCell({ownerState, x, y, width, height, ref: _ref, ...other}: HeatmapCellProps) {
  const strong = Math.abs(ownerState.value) > 0.5;
  return (
    <g>
      <rect {...other} x={x} y={y} width={width} height={height} fill={ownerState.color} />
      <text
        x={x + width / 2}
        y={y + height / 2}
        textAnchor="middle"
        dominantBaseline="central"
        fontSize={13}
        fill={strong ? '#ffffff' : '#212121'}
        pointerEvents="none"
      >
        {ownerState.value.toFixed(2)}
      </text>
    </g>
  );
}

export default function HeatmapCellLabels() {
  return (
    <Heatmap
      height={360}
      xAxis={[{data: variables}]}
      yAxis={[{data: variables, width: 90}]}
      // A diverging scale: blue for negative correlations, red for positive ones, white around zero.
      zAxis={[
        {
          colorMap: {
            type: 'piecewise',
            thresholds: [-0.5, -0.2, 0.2, 0.5],
            colors: ['#1565c0', '#90caf9', '#f5f5f5', '#ef9a9a', '#c62828'],
          },
        },
      ]}
      series={[{data, label: 'Correlation', valueFormatter: (cell) => (cell === null ? '' : cell[2].toFixed(2))}]}
      slots={{cell: LabeledCell}}
    />
  );
}
