import * as React from 'react';
import {LineChart, lineClasses} from '@mui/x-charts';
import {CITY_NAMES, MONTHS, PRECIPITATION, type City} from '@site/src/demo-data/charts-weather';

const cities: City[] = ['paris', 'london', 'newYork', 'sydney'];
const scope = {highlight: 'series', fade: 'global'} as const;

export default function StylingHighlightStates() {
  return (
    <LineChart
      height={320}
      xAxis={[{scaleType: 'point', data: MONTHS}]}
      yAxis={[{label: 'Precipitation (mm)'}]}
      series={cities.map((city) => ({
        id: city,
        data: PRECIPITATION[city],
        label: CITY_NAMES[city],
        highlightScope: scope,
      }))}
      sx={{
        // Hover a line: it thickens, the others fade almost completely and lose their marks.
        [`& .${lineClasses.line}[data-highlighted]`]: {strokeWidth: 4},
        [`& .${lineClasses.line}[data-faded]`]: {opacity: 0.15},
        [`& .${lineClasses.mark}[data-faded]`]: {display: 'none'},
      }}
    />
  );
}
