import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import {BarChart} from '@mui/x-charts/BarChart';
import {useDrawingArea} from '@mui/x-charts/hooks';
import {MONTHS, PRECIPITATION} from '@site/src/demo-data/charts-weather';

// Outlines the drawing area and prints its box, so you can watch it move as the margins change.
function DrawingAreaOutline() {
  const {left, top, width, height, right, bottom} = useDrawingArea();
  return (
    <g pointerEvents="none">
      <rect x={left} y={top} width={width} height={height} fill="none" stroke="#d32f2f" strokeDasharray="6 4" />
      <circle cx={left + width / 2} cy={top + height / 2} r={4} fill="#d32f2f" />
      <text x={left + 8} y={top + 16} fontSize={12} fill="#d32f2f">
        {`left ${left}, top ${top}, right ${right}, bottom ${bottom}`}
      </text>
      <text x={left + 8} y={top + 32} fontSize={12} fill="#d32f2f">
        {`width ${Math.round(width)}, height ${Math.round(height)}`}
      </text>
    </g>
  );
}

export default function UseDrawingAreaOverlay() {
  const [margin, setMargin] = React.useState(20);
  return (
    <Box>
      <Box sx={{display: 'flex', alignItems: 'center', gap: 2, maxWidth: 360}}>
        <Typography variant="body2" sx={{whiteSpace: 'nowrap'}}>
          Margin: {margin}px
        </Typography>
        <Slider
          size="small"
          min={0}
          max={60}
          step={5}
          value={margin}
          onChange={(_, value) => setMargin(value as number)}
          aria-label="Margin on each side"
        />
      </Box>
      <BarChart
        height={300}
        margin={margin}
        xAxis={[{scaleType: 'band', data: MONTHS}]}
        yAxis={[{label: 'Precipitation (mm)'}]}
        series={[{data: PRECIPITATION.london, label: 'London', color: '#90a4ae'}]}
      >
        <DrawingAreaOutline />
      </BarChart>
    </Box>
  );
}
