import * as React from 'react';
import Typography from '@mui/material/Typography';
import {LineChartPro, type ZoomData} from '@mui/x-charts-pro';

const DAY = 24 * 60 * 60 * 1000;
const start = Date.UTC(2024, 0, 1);
const days = Array.from({length: 366}, (_, index) => new Date(start + index * DAY));
const steps = days.map((date, index) =>
  Math.round(7500 + 2500 * Math.sin(index / 30) + (date.getUTCDay() === 0 ? 3000 : 0)),
);
const format = (date: Date) => date.toLocaleDateString('en-US', {month: 'short', day: 'numeric', timeZone: 'UTC'});

// Zoom data are percentages of the axis range; on a continuous axis they map linearly to values.
function visibleDates(zoom: ZoomData | undefined) {
  const first = days[0].getTime();
  const span = days[days.length - 1].getTime() - first;
  const from = new Date(first + (span * (zoom?.start ?? 0)) / 100);
  const to = new Date(first + (span * (zoom?.end ?? 100)) / 100);
  return {from, to};
}

export default function ZoomVisibleRange() {
  const [zoom, setZoom] = React.useState<ZoomData[]>([{axisId: 'days', start: 0, end: 25}]);
  const {from, to} = visibleDates(zoom.find((entry) => entry.axisId === 'days'));
  const visibleSteps = steps.filter((_, index) => days[index] >= from && days[index] <= to);
  const average = Math.round(visibleSteps.reduce((sum, value) => sum + value, 0) / Math.max(visibleSteps.length, 1));

  return (
    <div>
      <Typography variant="body2">
        {format(from)} to {format(to)}: {average.toLocaleString('en-US')} steps a day on average
      </Typography>
      <LineChartPro
        height={300}
        xAxis={[{id: 'days', scaleType: 'utc', data: days, zoom: true, valueFormatter: format}]}
        series={[{data: steps, label: 'Steps', showMark: false}]}
        zoomData={zoom}
        onZoomChange={setZoom}
      />
    </div>
  );
}
