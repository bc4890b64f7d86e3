import * as React from 'react';
import Box from '@mui/material/Box';
import {Unstable_SankeyChart as SankeyChart} from '@mui/x-charts-pro';

// A country's electricity (TWh): primary sources, conversion, then final uses and losses.
const links = [
  {source: 'Natural gas', target: 'Power plants', value: 120},
  {source: 'Coal', target: 'Power plants', value: 45},
  {source: 'Nuclear', target: 'Power plants', value: 180},
  {source: 'Wind', target: 'Grid', value: 75},
  {source: 'Solar', target: 'Grid', value: 38},
  {source: 'Hydro', target: 'Grid', value: 52},
  {source: 'Power plants', target: 'Grid', value: 205},
  {source: 'Power plants', target: 'Conversion losses', value: 140},
  {source: 'Grid', target: 'Homes', value: 145},
  {source: 'Grid', target: 'Industry', value: 118},
  {source: 'Grid', target: 'Services', value: 87},
  {source: 'Grid', target: 'Transport', value: 20},
];

export default function SankeyMultiLevel() {
  // The Sankey layout uses JavaScript iterator helpers, which Node.js 20 lacks: draw it in the browser only.
  const [inBrowser, setInBrowser] = React.useState(false);
  React.useEffect(() => setInBrowser(true), []);
  if (!inBrowser) {
    return <Box sx={{height: 400}} />;
  }

  return (
    <SankeyChart
      height={400}
      series={{
        data: {links},
        nodeOptions: {width: 12, padding: 14},
        valueFormatter: (value: number) => `${value} TWh`,
      }}
    />
  );
}
