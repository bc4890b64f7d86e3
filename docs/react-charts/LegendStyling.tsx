import * as React from 'react';
import {BarChart, legendClasses} from '@mui/x-charts';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];

export default function LegendStyling() {
  return (
    <BarChart
      height={300}
      xAxis={[{scaleType: 'band', data: quarters}]}
      series={[
        {id: 'new', data: [120, 148, 163, 190], label: 'New customers', labelMarkType: 'circle'},
        {id: 'returning', data: [310, 322, 341, 365], label: 'Returning customers', labelMarkType: 'circle'},
      ]}
      sx={(theme) => ({
        // HTML legend: `color`, `font-weight` and borders apply as on any list.
        [`& .${legendClasses.root}`]: {
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          px: 2,
          py: 1,
        },
        [`& .${legendClasses.label}`]: {color: (theme.vars ?? theme).palette.text.secondary, fontWeight: 500},
        // Each entry's list item carries the series id.
        [`& .${legendClasses.item}[data-series="returning"] .${legendClasses.label}`]: {fontWeight: 700},
      })}
    />
  );
}
