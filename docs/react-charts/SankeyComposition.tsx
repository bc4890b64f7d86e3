import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {ChartsSurface} from '@mui/x-charts';
import {
  SankeyDataProvider,
  SankeyLinkPlot,
  SankeyNodeLabelPlot,
  SankeyNodePlot,
  SankeyTooltip,
  useSankeyLayout,
} from '@mui/x-charts-pro';

// Grants of a research foundation (k€), from funds to fields.
const links = [
  {source: 'Public fund', target: 'Medicine', value: 820},
  {source: 'Public fund', target: 'Climate', value: 460},
  {source: 'Private donors', target: 'Medicine', value: 310},
  {source: 'Private donors', target: 'Education', value: 290},
  {source: 'Endowment', target: 'Climate', value: 180},
  {source: 'Endowment', target: 'Education', value: 140},
];

// HTML under the chart, fed by the computed layout: the largest destination.
function LargestField() {
  const layout = useSankeyLayout();
  const destinations = layout?.nodes.filter((node) => node.sourceLinks.length === 0) ?? [];
  const largest = destinations.reduce<(typeof destinations)[number] | null>(
    (best, node) => (best === null || node.value > best.value ? node : best),
    null,
  );
  return (
    <Typography variant="body2">
      {largest ? `Largest field: ${largest.label}, ${largest.value} k€.` : 'Computing the layout…'}
    </Typography>
  );
}

export default function SankeyComposition() {
  // The Sankey layout uses JavaScript iterator helpers, which Node.js 20 lacks: draw it in the browser only.
  const [inBrowser, setInBrowser] = React.useState(false);
  React.useEffect(() => setInBrowser(true), []);
  if (!inBrowser) {
    return <Box sx={{height: 300}} />;
  }

  return (
    <SankeyDataProvider height={280} series={[{type: 'sankey', data: {links}}]}>
      {/* Links first, then nodes and labels on top; no link labels in this composition. */}
      <ChartsSurface>
        <SankeyLinkPlot />
        <SankeyNodePlot />
        <SankeyNodeLabelPlot />
      </ChartsSurface>
      <SankeyTooltip trigger="item" />
      <LargestField />
    </SankeyDataProvider>
  );
}
