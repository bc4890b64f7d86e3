import * as React from 'react';
import {BarChart, ContinuousColorLegend, continuousColorLegendClasses} from '@mui/x-charts';

const regions = ['North', 'North-east', 'East', 'South-east', 'South', 'South-west', 'West', 'North-west'];
// Share of households with a fibre connection, in percent.
const coverage = [38, 52, 71, 64, 45, 29, 57, 83];

export default function LegendContinuous() {
  return (
    <BarChart
      height={300}
      xAxis={[{scaleType: 'band', data: regions}]}
      yAxis={[
        {
          min: 0,
          max: 100,
          valueFormatter: (value: number) => `${value}%`,
          colorMap: {type: 'continuous', min: 0, max: 100, color: ['#fff3e0', '#e65100']},
        },
      ]}
      series={[{data: coverage, label: 'Fibre coverage'}]}
      // The gradient legend replaces the series legend through the legend slot.
      slots={{legend: ContinuousColorLegend}}
      slotProps={{
        legend: {
          // Describe the color map of the y-axis; the default would look for a z-axis.
          axisDirection: 'y',
          position: {vertical: 'top', horizontal: 'center'},
          // Labels under both ends of the gradient ('end' is the default).
          labelPosition: 'end',
          thickness: 12,
          minLabel: 'No fibre',
          maxLabel: ({formattedValue}) => `${formattedValue} of homes`,
          sx: {width: 360, [`& .${continuousColorLegendClasses.label}`]: {whiteSpace: 'nowrap'}},
        },
      }}
    />
  );
}
