import * as React from 'react';
import {BarChart, legendClasses} from '@mui/x-charts';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];

export default function LegendStyling() {
  return (
    <BarChart
      height={300}
      xAxis={[{scaleType: 'band', data: quarters}]}
      series={[
        {id: 'new', data: [120, 148, 163, 190], label: 'New customers'},
        {id: 'returning', data: [310, 322, 341, 365], label: 'Returning customers'},
      ]}
      slotProps={{legend: {itemMarkWidth: 14, itemMarkHeight: 14}}}
      sx={(theme) => ({
        // Round marks: `rx` is an SVG geometry property that CSS can set.
        [`& .${legendClasses.mark}`]: {rx: 7},
        [`& .${legendClasses.label}`]: {fill: (theme.vars ?? theme).palette.text.secondary, fontWeight: 500},
        // Each entry also has a class built from the series id.
        [`& .${legendClasses.series}-returning .${legendClasses.label}`]: {fontWeight: 700},
      })}
    />
  );
}
