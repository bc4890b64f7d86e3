import * as React from 'react';
import {LineChart, chartsTooltipClasses} from '@mui/x-charts';
import {CITY_NAMES, MONTHS, TEMPERATURES} from '@site/src/demo-data/charts-weather';

const celsius = (value: number | null) => (value === null ? '' : `${value.toFixed(1)} °C`);

export default function TooltipStyling() {
  return (
    <LineChart
      height={300}
      xAxis={[{scaleType: 'point', data: MONTHS}]}
      series={[
        {data: TEMPERATURES.london, label: CITY_NAMES.london, valueFormatter: celsius},
        {data: TEMPERATURES.sydney, label: CITY_NAMES.sydney, valueFormatter: celsius},
      ]}
      slotProps={{
        tooltip: {
          // The tooltip renders in a portal, outside the chart: style it through its own sx, not the chart's.
          sx: {
            [`& .${chartsTooltipClasses.paper}`]: {backgroundColor: '#263238', borderRadius: 2, boxShadow: 6},
            // The axis value is the caption of the table.
            [`& .${chartsTooltipClasses.table} caption`]: {
              color: '#b0bec5',
              fontSize: 12,
              textTransform: 'uppercase',
              letterSpacing: 1,
              borderBottomColor: '#455a64',
            },
            [`& .${chartsTooltipClasses.labelCell}`]: {color: '#eceff1'},
            // The table class raises the specificity above the cell's own value color.
            [`& .${chartsTooltipClasses.table} .${chartsTooltipClasses.valueCell}`]: {
              color: '#ffffff',
              fontWeight: 700,
            },
          },
        },
      }}
    />
  );
}
