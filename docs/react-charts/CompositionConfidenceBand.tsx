import * as React from 'react';
import {AreaPlot, ChartsContainer, ChartsXAxis, ChartsYAxis, LinePlot, MarkPlot, lineClasses} from '@mui/x-charts';

const months = ['Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec', 'Jan', 'Feb'];
const forecast = [null, null, null, 118, 124, 131, 136, 142];
const low = [null, null, null, 118, 119, 121, 122, 123];
const high = [null, null, null, 118, 129, 141, 150, 161];

export default function CompositionConfidenceBand() {
  return (
    // An SVG-only chart: ChartsContainer renders the <svg> and takes the parts as children.
    <ChartsContainer
      height={300}
      xAxis={[{scaleType: 'point', data: months}]}
      yAxis={[{min: 90, max: 170}]}
      series={[
        // The band: an invisible base up to the low bound, and the spread stacked on top.
        {type: 'line', id: 'low', data: low, stack: 'band', area: true, showMark: false, color: 'transparent'},
        {
          type: 'line',
          id: 'spread',
          data: high.map((value, index) => (value === null ? null : value - (low[index] ?? 0))),
          stack: 'band',
          area: true,
          showMark: false,
          color: 'rgba(63, 81, 181, 0.2)',
        },
        {type: 'line', id: 'actual', data: [96, 101, 109, 118, null, null, null, null], color: '#3f51b5'},
        {type: 'line', id: 'forecast', data: forecast, color: '#3f51b5'},
      ]}
      sx={{
        [`& .${lineClasses.line}[data-series="low"], & .${lineClasses.line}[data-series="spread"]`]: {display: 'none'},
        [`& .${lineClasses.line}[data-series="forecast"]`]: {strokeDasharray: '6 4'},
      }}
    >
      {/* Areas first, lines on top, marks last: the order of the children is the drawing order. */}
      <AreaPlot />
      <LinePlot />
      <MarkPlot />
      <ChartsXAxis />
      <ChartsYAxis />
    </ChartsContainer>
  );
}
