import * as React from 'react';
import Box from '@mui/material/Box';
import {Unstable_SankeyChart as SankeyChart, sankeyClasses} from '@mui/x-charts-pro';

// Time spent by a product team in a sprint (hours).
const links = [
  {source: 'Developers', target: 'Features', value: 260},
  {source: 'Developers', target: 'Bugs', value: 90},
  {source: 'Developers', target: 'Meetings', value: 50},
  {source: 'Designers', target: 'Features', value: 70},
  {source: 'Designers', target: 'Meetings', value: 30},
  {source: 'Testers', target: 'Bugs', value: 80},
  {source: 'Testers', target: 'Features', value: 40},
];

export default function SankeyStyling() {
  // The Sankey layout uses JavaScript iterator helpers, which Node.js 20 lacks: draw it in the browser only.
  const [inBrowser, setInBrowser] = React.useState(false);
  React.useEffect(() => setInBrowser(true), []);
  if (!inBrowser) {
    return <Box sx={{height: 300}} />;
  }

  return (
    <SankeyChart
      height={300}
      series={{data: {links}, nodeOptions: {width: 8}, linkOptions: {color: '#7e57c2', opacity: 0.25}}}
      sx={{
        // Rounded, outlined nodes, and a link that darkens under the pointer.
        [`& .${sankeyClasses.node}`]: {rx: 4, stroke: '#311b92', strokeWidth: 1},
        [`& .${sankeyClasses.link}`]: {transition: 'fill-opacity 150ms'},
        [`& .${sankeyClasses.link}:hover`]: {fillOpacity: 0.6},
        [`& .${sankeyClasses.nodeLabel}`]: {fontWeight: 600},
      }}
    />
  );
}
