import * as React from 'react';
import {LineChart} from '@mui/x-charts';
import {CITY_NAMES, MONTHS, PRECIPITATION, type City} from '@site/src/demo-data/charts-weather';

const cities: City[] = ['paris', 'london', 'newYork', 'sydney'];

export default function LinesHighlightScope() {
  return (
    <LineChart
      height={320}
      xAxis={[{scaleType: 'point', data: MONTHS}]}
      yAxis={[{label: 'Rainfall (mm)'}]}
      series={cities.map((city) => ({
        id: city,
        data: PRECIPITATION[city],
        label: CITY_NAMES[city],
        showMark: false,
        // Hovering a line brings its whole series forward and fades the others.
        highlightScope: {highlight: 'series', fade: 'global'},
      }))}
      // With the item tooltip, the hovered line (not the x position) decides what is highlighted.
      slotProps={{tooltip: {trigger: 'item'}}}
      axisHighlight={{x: 'none'}}
    />
  );
}
