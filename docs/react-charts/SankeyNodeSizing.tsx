import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {Unstable_SankeyChart as SankeyChart} from '@mui/x-charts-pro';

// Students of a university by faculty, then by what they did after graduating.
const links = [
  {source: 'Engineering', target: 'Employed', value: 410},
  {source: 'Engineering', target: 'Further study', value: 90},
  {source: 'Sciences', target: 'Employed', value: 230},
  {source: 'Sciences', target: 'Further study', value: 170},
  {source: 'Humanities', target: 'Employed', value: 160},
  {source: 'Humanities', target: 'Further study', value: 60},
  {source: 'Humanities', target: 'Looking for work', value: 40},
  {source: 'Sciences', target: 'Looking for work', value: 30},
];

export default function SankeyNodeSizing() {
  const [width, setWidth] = React.useState(15);
  const [padding, setPadding] = React.useState(20);
  // The Sankey layout uses JavaScript iterator helpers, which Node.js 20 lacks: draw it in the browser only.
  const [inBrowser, setInBrowser] = React.useState(false);
  React.useEffect(() => setInBrowser(true), []);

  return (
    <Stack spacing={1}>
      <Box sx={{display: 'grid', gridTemplateColumns: {xs: '1fr', sm: '1fr 1fr'}, columnGap: 3}}>
        <div>
          <Typography id="sankey-node-width" variant="caption">
            nodeOptions.width: {width}px
          </Typography>
          <Slider
            size="small"
            min={2}
            max={40}
            value={width}
            onChange={(_, value) => setWidth(value as number)}
            aria-labelledby="sankey-node-width"
          />
        </div>
        <div>
          <Typography id="sankey-node-padding" variant="caption">
            nodeOptions.padding: {padding}px
          </Typography>
          <Slider
            size="small"
            min={0}
            max={60}
            value={padding}
            onChange={(_, value) => setPadding(value as number)}
            aria-labelledby="sankey-node-padding"
          />
        </div>
      </Box>
      {inBrowser ? (
        <SankeyChart height={320} series={{data: {links}, nodeOptions: {width, padding}}} />
      ) : (
        <Box sx={{height: 320}} />
      )}
    </Stack>
  );
}
