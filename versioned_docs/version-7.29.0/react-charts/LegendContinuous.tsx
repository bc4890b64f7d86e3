import * as React from 'react';
import {BarChart, ContinuousColorLegend} from '@mui/x-charts';

const regions = ['North', 'North-east', 'East', 'South-east', 'South', 'South-west', 'West', 'North-west'];
// Share of households with a fibre connection, in percent.
const coverage = [38, 52, 71, 64, 45, 29, 57, 83];

export default function LegendContinuous() {
  return (
    <BarChart
      height={340}
      margin={{top: 80}}
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
      slotProps={{legend: {hidden: true}}}
    >
      <ContinuousColorLegend
        // Describe the color map of the y-axis; the default would look for a z-axis.
        axisDirection="y"
        direction="row"
        position={{vertical: 'top', horizontal: 'middle'}}
        length={260}
        thickness={12}
        align="middle"
        minLabel="No fibre"
        maxLabel={({formattedValue}) => `${formattedValue} of homes`}
      />
    </BarChart>
  );
}
