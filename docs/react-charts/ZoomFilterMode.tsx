import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {LineChartPro, type ZoomData} from '@mui/x-charts-pro';

const years = Array.from({length: 25}, (_, index) => 2000 + index);
// A subscription service: slow years, then fast growth.
const subscribers = years.map((year, index) => Math.round(40 * 1.21 ** index + (year % 3) * 12));

export default function ZoomFilterMode() {
  const [filterMode, setFilterMode] = React.useState<'keep' | 'discard'>('discard');
  // Start zoomed in on the first decade, where the difference shows.
  const [zoom, setZoom] = React.useState<ZoomData[]>([{axisId: 'years', start: 0, end: 40}]);

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={filterMode}
        onChange={(_, value: 'keep' | 'discard' | null) => value && setFilterMode(value)}
        aria-label="filterMode"
      >
        <ToggleButton value="keep">keep</ToggleButton>
        <ToggleButton value="discard">discard</ToggleButton>
      </ToggleButtonGroup>
      <LineChartPro
        height={300}
        xAxis={[
          {
            id: 'years',
            data: years,
            zoom: {filterMode},
            // One tick per year at most: the zoomed scale would otherwise add half years.
            tickInterval: years,
            valueFormatter: (year: number) => String(year),
          },
        ]}
        series={[{data: subscribers, label: 'Subscribers (k)', showMark: false, area: true}]}
        zoomData={zoom}
        onZoomChange={setZoom}
      />
    </Stack>
  );
}
