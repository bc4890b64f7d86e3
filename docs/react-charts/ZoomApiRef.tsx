import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {BarChartPro, useChartProApiRef} from '@mui/x-charts-pro';

const weeks = Array.from({length: 52}, (_, index) => `W${index + 1}`);
const sales = weeks.map((_, index) => Math.round(300 + 120 * Math.sin(index / 6) + index * 4));

export default function ZoomApiRef() {
  const apiRef = useChartProApiRef<'bar'>();

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{flexWrap: 'wrap'}}>
        {[
          {label: 'Q1', start: 0, end: 25},
          {label: 'Q2', start: 25, end: 50},
          {label: 'Q3', start: 50, end: 75},
          {label: 'Q4', start: 75, end: 100},
        ].map((quarter) => (
          <Button
            key={quarter.label}
            size="small"
            variant="outlined"
            // Uncontrolled zoom, set from outside through the chart's API.
            onClick={() =>
              apiRef.current?.setAxisZoomData('weeks', {axisId: 'weeks', start: quarter.start, end: quarter.end})
            }
          >
            {quarter.label}
          </Button>
        ))}
        <Button size="small" onClick={() => apiRef.current?.setZoomData([{axisId: 'weeks', start: 0, end: 100}])}>
          Whole year
        </Button>
      </Stack>
      <BarChartPro
        apiRef={apiRef}
        height={300}
        xAxis={[{id: 'weeks', scaleType: 'band', data: weeks, zoom: {minSpan: 20}}]}
        series={[{data: sales, label: 'Weekly sales'}]}
      />
    </Stack>
  );
}
