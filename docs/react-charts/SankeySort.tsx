import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {Unstable_SankeyChart as SankeyChart} from '@mui/x-charts-pro';

// Age groups and how they reach the office; the node order reads from young to old.
const nodes = [
  {id: '18-29', label: '18-29 years'},
  {id: '30-44', label: '30-44 years'},
  {id: '45-59', label: '45-59 years'},
  {id: '60+', label: '60 years and more'},
  {id: 'bike', label: 'Bike'},
  {id: 'transit', label: 'Public transport'},
  {id: 'car', label: 'Car'},
];
const links = [
  {source: '18-29', target: 'bike', value: 90},
  {source: '18-29', target: 'transit', value: 160},
  {source: '18-29', target: 'car', value: 40},
  {source: '30-44', target: 'bike', value: 70},
  {source: '30-44', target: 'transit', value: 150},
  {source: '30-44', target: 'car', value: 180},
  {source: '45-59', target: 'bike', value: 35},
  {source: '45-59', target: 'transit', value: 110},
  {source: '45-59', target: 'car', value: 210},
  {source: '60+', target: 'bike', value: 10},
  {source: '60+', target: 'transit', value: 60},
  {source: '60+', target: 'car', value: 70},
];
type Sort = 'auto' | 'fixed' | 'by value';

export default function SankeySort() {
  const [sort, setSort] = React.useState<Sort>('fixed');
  // The Sankey layout uses JavaScript iterator helpers, which Node.js 20 lacks: draw it in the browser only.
  const [inBrowser, setInBrowser] = React.useState(false);
  React.useEffect(() => setInBrowser(true), []);

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={sort}
        onChange={(_, value: Sort | null) => value && setSort(value)}
        aria-label="Node sort"
      >
        <ToggleButton value="auto">auto</ToggleButton>
        <ToggleButton value="fixed">fixed</ToggleButton>
        <ToggleButton value="by value">function: largest first</ToggleButton>
      </ToggleButtonGroup>
      {inBrowser ? (
        <SankeyChart
          height={340}
          series={{
            data: {nodes, links},
            nodeOptions: {sort: sort === 'by value' ? (a, b) => b.value - a.value : sort},
            linkOptions: {color: 'target', sort: sort === 'fixed' ? 'fixed' : 'auto'},
          }}
        />
      ) : (
        <Box sx={{height: 340}} />
      )}
    </Stack>
  );
}
