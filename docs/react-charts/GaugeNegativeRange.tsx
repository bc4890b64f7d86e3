import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {Gauge, gaugeClasses} from '@mui/x-charts';

// Net Promoter Score per quarter: % of promoters minus % of detractors, from -100 to +100.
const scores = [
  {quarter: 'Q1', nps: -12},
  {quarter: 'Q2', nps: 8},
  {quarter: 'Q3', nps: 31},
  {quarter: 'Q4', nps: 47},
];

const signed = (value: number) => `${value > 0 ? '+' : ''}${value}`;

export default function GaugeNegativeRange() {
  return (
    <Stack direction="row" spacing={2} sx={{flexWrap: 'wrap', rowGap: 2}}>
      {scores.map(({quarter, nps}) => (
        <Stack key={quarter} sx={{alignItems: 'center'}}>
          <Gauge
            width={150}
            height={100}
            value={nps}
            valueMin={-100}
            valueMax={100}
            startAngle={-90}
            endAngle={90}
            // The arc starts at valueMin: a score of -12 still fills 44% of it.
            text={({value}) => (value === null ? '' : signed(value))}
            sx={{
              [`& .${gaugeClasses.valueText}`]: {fontSize: 22, transform: 'translate(0px, -10px)'},
              [`& .${gaugeClasses.valueArc}`]: {fill: nps < 0 ? '#e53935' : '#43a047'},
            }}
            aria-label={`Net Promoter Score ${quarter}`}
          />
          <Typography variant="caption">NPS {quarter} 2024</Typography>
        </Stack>
      ))}
    </Stack>
  );
}
