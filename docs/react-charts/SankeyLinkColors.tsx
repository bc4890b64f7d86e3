import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {Unstable_SankeyChart as SankeyChart} from '@mui/x-charts-pro';

// Votes moving between parties from one election to the next (thousands).
const nodes = [
  {id: 'green-2019', label: 'Greens 2019', color: '#43a047'},
  {id: 'blue-2019', label: 'Blues 2019', color: '#1e88e5'},
  {id: 'red-2019', label: 'Reds 2019', color: '#e53935'},
  {id: 'green-2024', label: 'Greens 2024', color: '#43a047'},
  {id: 'blue-2024', label: 'Blues 2024', color: '#1e88e5'},
  {id: 'red-2024', label: 'Reds 2024', color: '#e53935'},
];
const links = [
  {source: 'green-2019', target: 'green-2024', value: 820},
  {source: 'green-2019', target: 'red-2024', value: 140},
  {source: 'blue-2019', target: 'blue-2024', value: 1450},
  // A notable switch gets its own color, whatever the link color mode.
  {source: 'blue-2019', target: 'green-2024', value: 310, color: '#fbc02d'},
  {source: 'red-2019', target: 'red-2024', value: 990},
  {source: 'red-2019', target: 'blue-2024', value: 180},
];
type Mode = 'source' | 'target' | '#90a4ae';

export default function SankeyLinkColors() {
  const [color, setColor] = React.useState<Mode>('source');
  // The Sankey layout uses JavaScript iterator helpers, which Node.js 20 lacks: draw it in the browser only.
  const [inBrowser, setInBrowser] = React.useState(false);
  React.useEffect(() => setInBrowser(true), []);

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={color}
        onChange={(_, value: Mode | null) => value && setColor(value)}
        aria-label="Link color"
      >
        <ToggleButton value="source">source</ToggleButton>
        <ToggleButton value="target">target</ToggleButton>
        <ToggleButton value="#90a4ae">a fixed grey</ToggleButton>
      </ToggleButtonGroup>
      {inBrowser ? (
        <SankeyChart
          height={320}
          series={{
            data: {nodes, links},
            linkOptions: {color, opacity: 0.45},
            valueFormatter: (value: number) => `${value}k votes`,
          }}
        />
      ) : (
        <Box sx={{height: 320}} />
      )}
    </Stack>
  );
}
