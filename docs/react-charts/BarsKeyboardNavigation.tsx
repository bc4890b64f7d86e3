import * as React from 'react';
import {BarChart, useDrawingArea, useFocusedItem} from '@mui/x-charts';

const sports = ['Football', 'Tennis', 'Swimming', 'Cycling', 'Running'];
const series = [
  {id: 'members', data: [420, 180, 240, 150, 310], label: 'Members'},
  {id: 'trials', data: [65, 40, 52, 18, 77], label: 'Trial sessions'},
];

// Drawn inside the chart: reads the keyboard-focused bar and names it above the plot.
function FocusedBarCaption() {
  const focused = useFocusedItem();
  const {left, top} = useDrawingArea();
  let text = 'Focus the chart with Tab, then use the arrow keys';
  if (focused && focused.type === 'bar') {
    const entry = series.find((item) => item.id === focused.seriesId);
    text = `${sports[focused.dataIndex]}, ${entry?.label}: ${entry?.data[focused.dataIndex]}`;
  }
  return (
    <text x={left} y={top - 6} fontSize={13} fill="currentColor">
      {text}
    </text>
  );
}

export default function BarsKeyboardNavigation() {
  return (
    <BarChart
      height={320}
      margin={{top: 30}}
      enableKeyboardNavigation
      xAxis={[{scaleType: 'band', data: sports}]}
      series={series}
    >
      <FocusedBarCaption />
    </BarChart>
  );
}
