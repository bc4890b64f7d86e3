import * as React from 'react';
import {useTheme} from '@mui/material/styles';
import {
  ChartsAxisHighlight,
  ChartsTooltip,
  ChartsXAxis,
  ChartsYAxis,
  LinePlot,
  ResponsiveChartContainerPro,
  ZoomSetup,
  useDrawingArea,
  useZoom,
} from '@mui/x-charts-pro';

const seconds = Array.from({length: 120}, (_, index) => index);
// A vibration sensor: a steady signal with a burst around the 60th second.
const vibration = seconds.map((second) => {
  const burst = Math.exp(-((second - 60) ** 2) / 40) * 4;
  return Number((Math.sin(second / 2) * (1 + burst)).toFixed(2));
});

// A custom SVG layer that reads the zoom state and prints the visible window.
function ZoomReadout() {
  const theme = useTheme();
  const {zoomData} = useZoom();
  const {left, top, width} = useDrawingArea();
  const visible = zoomData.find((entry) => entry.axisId === 'time');
  if (!visible) {
    return null;
  }
  return (
    <text
      x={left + width / 2}
      y={top - 12}
      textAnchor="middle"
      fontSize={12}
      fill={(theme.vars ?? theme).palette.text.secondary}
    >
      Showing {Math.round(visible.start)}–{Math.round(visible.end)}% of the recording (scroll to zoom, drag to pan)
    </text>
  );
}

export default function ZoomComposition() {
  return (
    <ResponsiveChartContainerPro
      height={300}
      xAxis={[{id: 'time', data: seconds, zoom: true, valueFormatter: (value: number) => `${value} s`}]}
      series={[{type: 'line', data: vibration, label: 'Vibration (mm/s)', showMark: false}]}
    >
      <LinePlot />
      <ChartsXAxis />
      <ChartsYAxis />
      <ChartsAxisHighlight x="line" />
      <ChartsTooltip trigger="axis" />
      <ZoomReadout />
      <ZoomSetup />
    </ResponsiveChartContainerPro>
  );
}
