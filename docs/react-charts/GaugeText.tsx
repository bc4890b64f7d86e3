import * as React from 'react';
import {Gauge, gaugeClasses} from '@mui/x-charts';

export default function GaugeText() {
  return (
    <Gauge
      width={200}
      height={140}
      value={37}
      valueMax={50}
      startAngle={-110}
      endAngle={110}
      cornerRadius="50%"
      text={({value, valueMax}) => `${value} / ${valueMax} GB`}
      sx={{
        [`& .${gaugeClasses.valueText}`]: {fontSize: 20},
        [`& .${gaugeClasses.valueArc}`]: {fill: '#2e7d32'},
      }}
    />
  );
}
