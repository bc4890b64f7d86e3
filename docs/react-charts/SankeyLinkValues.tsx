import * as React from 'react';
import Box from '@mui/material/Box';
import {Unstable_SankeyChart as SankeyChart, type SankeyValueFormatterContext} from '@mui/x-charts-pro';

// Where last month's support tickets came from, and who solved them.
const links = [
  {source: 'Email', target: 'First line', value: 420},
  {source: 'Chat', target: 'First line', value: 610},
  {source: 'Phone', target: 'First line', value: 180},
  {source: 'First line', target: 'Solved at first line', value: 890},
  {source: 'First line', target: 'Engineering', value: 320},
];
const total = 1210;

// Labels on the links print a share of all tickets; the tooltip gives the count and the route.
function formatTickets(value: number, context: SankeyValueFormatterContext) {
  if (context.location === 'label') {
    return context.type === 'link' ? `${Math.round((value / total) * 100)}%` : null;
  }
  if (context.type === 'link') {
    return `${value} tickets from ${context.sourceId} to ${context.targetId}`;
  }
  return `${value} tickets`;
}

export default function SankeyLinkValues() {
  // The Sankey layout uses JavaScript iterator helpers, which Node.js 20 lacks: draw it in the browser only.
  const [inBrowser, setInBrowser] = React.useState(false);
  React.useEffect(() => setInBrowser(true), []);
  if (!inBrowser) {
    return <Box sx={{height: 320}} />;
  }

  return (
    <SankeyChart
      height={320}
      series={{data: {links}, linkOptions: {showValues: true, opacity: 0.4}, valueFormatter: formatTickets}}
    />
  );
}
