import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {Unstable_SankeyChart as SankeyChart} from '@mui/x-charts-pro';

// Exports of a wine region (thousand cases) to its markets.
const links = [
  {source: 'Red', target: 'Domestic', value: 520},
  {source: 'Red', target: 'Europe', value: 310},
  {source: 'Red', target: 'Asia', value: 140},
  {source: 'White', target: 'Domestic', value: 260},
  {source: 'White', target: 'Europe', value: 220},
  {source: 'White', target: 'North America', value: 180},
  {source: 'Sparkling', target: 'Europe', value: 90},
  {source: 'Sparkling', target: 'North America', value: 120},
  {source: 'Sparkling', target: 'Asia', value: 60},
];

export default function SankeyCurveCorrection() {
  const [curveCorrection, setCurveCorrection] = React.useState(10);
  // The Sankey layout uses JavaScript iterator helpers, which Node.js 20 lacks: draw it in the browser only.
  const [inBrowser, setInBrowser] = React.useState(false);
  React.useEffect(() => setInBrowser(true), []);

  return (
    <Stack spacing={1}>
      <Typography id="sankey-curve-correction" variant="body2">
        linkOptions.curveCorrection: {curveCorrection}
      </Typography>
      <Slider
        size="small"
        min={0}
        max={60}
        value={curveCorrection}
        onChange={(_, value) => setCurveCorrection(value as number)}
        aria-labelledby="sankey-curve-correction"
        sx={{maxWidth: 320}}
      />
      {inBrowser ? (
        <SankeyChart height={240} series={{data: {links}, linkOptions: {curveCorrection, opacity: 0.5}}} />
      ) : (
        <Box sx={{height: 240}} />
      )}
    </Stack>
  );
}
