import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {SparkLineChart} from '@mui/x-charts';

const DAY = 24 * 60 * 60 * 1000;
// Closing price of a share over 20 trading days, as UTC dates.
const start = Date.UTC(2024, 4, 6);
const tradingDays = Array.from({length: 28}, (_, index) => new Date(start + index * DAY))
  .filter((date) => date.getUTCDay() !== 0 && date.getUTCDay() !== 6)
  .slice(0, 20);
const closes = [
  182.4, 183.1, 181.9, 184.6, 186.2, 185.7, 187.9, 189.3, 188.1, 190.4, 191.2, 189.8, 192.6, 194.1, 193.5, 195.8, 194.9,
  196.7, 198.2, 197.4,
];

const usd = new Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD'});

export default function SparklineLineTooltip() {
  return (
    <Box sx={{maxWidth: 360}}>
      <Typography variant="body2">
        Closing price, 20 days: <strong>{usd.format(closes[closes.length - 1])}</strong>
      </Typography>
      <SparkLineChart
        data={closes}
        height={64}
        curve="linear"
        // The tooltip shows the hovered value; the highlight marks the point with a dot.
        showTooltip
        showHighlight
        valueFormatter={(value) => (value === null ? '' : usd.format(value))}
        // With an x-axis, the tooltip gets a heading: the date of the hovered point.
        xAxis={{
          scaleType: 'point',
          data: tradingDays,
          valueFormatter: (date: Date) =>
            date.toLocaleDateString('en-US', {weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC'}),
        }}
        // A y range that does not start at zero keeps the daily moves visible.
        yAxis={{min: 180, max: 200}}
      />
    </Box>
  );
}
