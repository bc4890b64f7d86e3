import * as React from 'react';
import {BarChart} from '@mui/x-charts/BarChart';
import {useBarSeries, useDrawingArea, useFocusedItem} from '@mui/x-charts/hooks';
import {CITY_NAMES, MONTHS, PRECIPITATION} from '@site/src/demo-data/charts-weather';

// Spells out the item that keyboard navigation focused, above the plot.
function FocusReadout() {
  const focused = useFocusedItem();
  const bars = useBarSeries();
  const {left, top} = useDrawingArea();
  const series = focused?.type === 'bar' ? bars.find((item) => item.id === focused.seriesId) : undefined;
  const text =
    series && focused?.type === 'bar'
      ? `Focused: ${series.label}, ${MONTHS[focused.dataIndex]}, ${series.data[focused.dataIndex]} mm`
      : 'Click the chart or press Tab to focus it, then use the arrow keys';
  return (
    <text x={left + 4} y={top - 6} fontSize={13} fill="currentColor">
      {text}
    </text>
  );
}

export default function AccessibilityKeyboardNavigation() {
  return (
    <BarChart
      height={320}
      enableKeyboardNavigation
      title="Monthly precipitation in Paris and London"
      desc="Bar chart of the mean precipitation per month, in millimeters, for Paris and London."
      margin={{top: 40}}
      xAxis={[{scaleType: 'band', data: MONTHS}]}
      yAxis={[{label: 'mm'}]}
      series={(['paris', 'london'] as const).map((city) => ({
        id: city,
        data: PRECIPITATION[city],
        label: CITY_NAMES[city],
      }))}
    >
      <FocusReadout />
    </BarChart>
  );
}
