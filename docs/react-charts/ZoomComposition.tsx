import * as React from 'react';
import Typography from '@mui/material/Typography';
import {
  ChartsAxisHighlight,
  ChartsDataProviderPro,
  ChartsSurface,
  ChartsTooltip,
  ChartsXAxis,
  ChartsYAxis,
  LinePlot,
  type ZoomData,
} from '@mui/x-charts-pro';

const seconds = Array.from({length: 120}, (_, index) => index);
// A vibration sensor: a steady signal with a burst around the 60th second.
const vibration = seconds.map((second) => {
  const burst = Math.exp(-((second - 60) ** 2) / 40) * 4;
  return Number((Math.sin(second / 2) * (1 + burst)).toFixed(2));
});
const initialZoom: ZoomData[] = [{axisId: 'time', start: 30, end: 70}];

export default function ZoomComposition() {
  // The provider reports every zoom change; the readout below is plain React state.
  const [zoom, setZoom] = React.useState<ZoomData[]>(initialZoom);
  const visible = zoom.find((entry) => entry.axisId === 'time');

  return (
    <div>
      <Typography variant="body2" color="text.secondary" align="center">
        Showing {Math.round(visible?.start ?? 0)}–{Math.round(visible?.end ?? 100)}% of the recording (scroll to zoom,
        drag to pan)
      </Typography>
      <ChartsDataProviderPro
        height={300}
        xAxis={[{id: 'time', data: seconds, zoom: true, valueFormatter: (value: number) => `${value} s`}]}
        series={[{type: 'line', data: vibration, label: 'Vibration (mm/s)', showMark: false}]}
        initialZoom={initialZoom}
        onZoomChange={setZoom}
      >
        <ChartsSurface>
          <LinePlot />
          <ChartsXAxis />
          <ChartsYAxis />
          <ChartsAxisHighlight x="line" />
        </ChartsSurface>
        <ChartsTooltip trigger="axis" />
      </ChartsDataProviderPro>
    </div>
  );
}
