import * as React from 'react';
import {BarChart, barClasses} from '@mui/x-charts';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];

export default function HighlightingStyles() {
  return (
    <BarChart
      height={300}
      xAxis={[{scaleType: 'band', data: quarters}]}
      series={[
        {id: 'north', data: [42, 48, 51, 57], label: 'North', highlightScope: {highlight: 'item', fade: 'global'}},
        {id: 'south', data: [38, 35, 44, 49], label: 'South', highlightScope: {highlight: 'item', fade: 'global'}},
      ]}
      sx={{
        // Replace the default brightness filter with an outline, and fade more strongly.
        [`& .${barClasses.element}[data-highlighted]`]: {filter: 'none', stroke: '#212121', strokeWidth: 2},
        [`& .${barClasses.element}[data-faded]`]: {opacity: 0.15},
      }}
    />
  );
}
