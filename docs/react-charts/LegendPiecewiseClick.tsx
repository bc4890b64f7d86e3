import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {LineChart, PiecewiseColorLegend, type PiecewiseColorLegendItemContext} from '@mui/x-charts';

const hours = Array.from({length: 24}, (_, hour) => `${String(hour).padStart(2, '0')}:00`);
// Hourly electricity price (€/MWh) of a winter day.
const prices = [62, 55, 51, 49, 50, 58, 84, 121, 138, 112, 95, 88, 82, 79, 85, 97, 126, 158, 171, 149, 118, 96, 80, 70];

export default function LegendPiecewiseClick() {
  const [band, setBand] = React.useState<PiecewiseColorLegendItemContext | null>(null);
  const matching =
    band === null
      ? []
      : hours.filter((_, index) => {
          const price = prices[index];
          return (
            (band.minValue === null || price >= Number(band.minValue)) &&
            (band.maxValue === null || price < Number(band.maxValue))
          );
        });

  return (
    <Stack spacing={1}>
      <LineChart
        height={300}
        xAxis={[{scaleType: 'point', data: hours, tickInterval: (_: string, index: number) => index % 3 === 0}]}
        yAxis={[
          {
            valueFormatter: (value: number) => `${value} €`,
            colorMap: {type: 'piecewise', thresholds: [80, 120], colors: ['#43a047', '#fb8c00', '#e53935']},
          },
        ]}
        series={[{data: prices, label: 'Price (€/MWh)', showMark: false, area: true, baseline: 'min'}]}
        slots={{legend: PiecewiseColorLegend}}
        slotProps={{
          legend: {
            axisDirection: 'y',
            labelPosition: 'inline-end',
            labelFormatter: ({formattedMin, formattedMax}) => {
              if (formattedMin === null) return `Cheap (below ${formattedMax})`;
              if (formattedMax === null) return `Expensive (above ${formattedMin})`;
              return `Normal (${formattedMin} to ${formattedMax})`;
            },
            onItemClick: (_event: React.MouseEvent<HTMLButtonElement>, item: PiecewiseColorLegendItemContext) =>
              setBand(item),
          },
        }}
      />
      <Typography variant="body2">
        {band === null
          ? 'Click a price band in the legend to list its hours.'
          : `${band.label}: ${matching.length ? matching.join(', ') : 'no hour'}`}
      </Typography>
    </Stack>
  );
}
