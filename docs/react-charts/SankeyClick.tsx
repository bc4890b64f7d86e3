import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {Unstable_SankeyChart as SankeyChart} from '@mui/x-charts-pro';

// Freight from three ports to four warehouses (containers per week).
const links = [
  {source: 'Rotterdam', target: 'Duisburg', value: 340},
  {source: 'Rotterdam', target: 'Lyon', value: 120},
  {source: 'Antwerp', target: 'Duisburg', value: 150},
  {source: 'Antwerp', target: 'Paris', value: 260},
  {source: 'Le Havre', target: 'Paris', value: 310},
  {source: 'Le Havre', target: 'Lyon', value: 90},
  {source: 'Antwerp', target: 'Milan', value: 70},
  {source: 'Le Havre', target: 'Milan', value: 40},
];

export default function SankeyClick() {
  const [message, setMessage] = React.useState('Click a node or a link.');
  // The Sankey layout uses JavaScript iterator helpers, which Node.js 20 lacks: draw it in the browser only.
  const [inBrowser, setInBrowser] = React.useState(false);
  React.useEffect(() => setInBrowser(true), []);

  return (
    <Box>
      {inBrowser ? (
        <SankeyChart
          height={300}
          series={{data: {links}}}
          // The identifiers carry the computed layout: a node knows its total value and its links.
          onNodeClick={(_event, {node}) =>
            setMessage(
              `${node.label}: ${node.value} containers, ${node.sourceLinks.length} outgoing and ${node.targetLinks.length} incoming routes.`,
            )
          }
          onLinkClick={(_event, {link}) =>
            setMessage(`${link.source.label} → ${link.target.label}: ${link.value} containers per week.`)
          }
        />
      ) : (
        <Box sx={{height: 300}} />
      )}
      <Typography variant="body2">{message}</Typography>
    </Box>
  );
}
