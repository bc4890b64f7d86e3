import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {Heatmap, useChartProApiRef} from '@mui/x-charts-pro';

// Server load (%) for each hour of 60 days: a heatmap too wide to read without zooming.
const days = Array.from({length: 60}, (_, index) => `D${index + 1}`);
const hours = Array.from({length: 24}, (_, hour) => `${String(hour).padStart(2, '0')}h`);
const cells: [number, number, number][] = [];
days.forEach((_, day) => {
  hours.forEach((__, hour) => {
    const daily = 45 + 35 * Math.sin(((hour - 8) / 24) * 2 * Math.PI);
    cells.push([day, hour, Math.max(0, Math.round(daily + (day % 7 >= 5 ? -15 : 0) + ((day * hour) % 9)))]);
  });
});

export default function ZoomHeatmap() {
  const apiRef = useChartProApiRef<'heatmap'>();

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1}>
        {/* In 8.29 the heatmap ignores initialZoom and zoomData: set the window through its API. */}
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.setZoomData([{axisId: 'days', start: 0, end: 25}])}
        >
          First two weeks
        </Button>
        <Button size="small" onClick={() => apiRef.current?.setZoomData([{axisId: 'days', start: 0, end: 100}])}>
          All days
        </Button>
      </Stack>
      <Heatmap
        apiRef={apiRef}
        height={360}
        xAxis={[{id: 'days', data: days, zoom: true}]}
        yAxis={[{data: hours, width: 40}]}
        zAxis={[{min: 0, max: 100, colorMap: {type: 'continuous', min: 0, max: 100, color: ['#e8eaf6', '#1a237e']}}]}
        series={[{data: cells, valueFormatter: (value) => `${value}% load`}]}
      />
    </Stack>
  );
}
