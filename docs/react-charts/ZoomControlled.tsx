import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import {BarChartPro, type ZoomData} from '@mui/x-charts-pro';

const months = Array.from(
  {length: 36},
  (_, index) => `${2022 + Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`,
);
const orders = months.map((_, index) => 400 + ((index * 37) % 180) + index * 6);
const initialZoom: ZoomData[] = [{axisId: 'months', start: 66, end: 100}];

export default function ZoomControlled() {
  const [zoom, setZoom] = React.useState<ZoomData[]>(initialZoom);
  const visible = zoom.find((entry) => entry.axisId === 'months') ?? initialZoom[0];

  return (
    <Stack spacing={1}>
      <BarChartPro
        height={300}
        xAxis={[{id: 'months', scaleType: 'band', data: months, zoom: {filterMode: 'discard'}}]}
        series={[{data: orders, label: 'Orders'}]}
        zoomData={zoom}
        onZoomChange={setZoom}
      />
      <Stack direction="row" spacing={2} sx={{alignItems: 'center', px: 2}}>
        <Box sx={{flexGrow: 1}}>
          <Slider
            value={[visible.start, visible.end]}
            onChange={(_, value: number | number[]) => {
              const [start, end] = value as number[];
              // Keep at least 10% visible, the axis' default minSpan.
              if (end - start >= 10) {
                setZoom([{axisId: 'months', start, end}]);
              }
            }}
            valueLabelDisplay="auto"
            valueLabelFormat={(value) => `${Math.round(value)}%`}
            getAriaLabel={(index) => (index === 0 ? 'Zoom start' : 'Zoom end')}
          />
        </Box>
        <Button size="small" onClick={() => setZoom([{axisId: 'months', start: 0, end: 100}])}>
          Reset
        </Button>
      </Stack>
    </Stack>
  );
}
