import * as React from 'react';
import Box from '@mui/material/Box';
// The Sankey chart is still in preview, hence the `Unstable_` prefix of its export.
import {Unstable_SankeyChart as SankeyChart} from '@mui/x-charts-pro';

// Sessions flowing from traffic sources to the first page they opened.
const links = [
  {source: 'Search', target: 'Landing page', value: 5200},
  {source: 'Search', target: 'Blog', value: 2100},
  {source: 'Search', target: 'Pricing', value: 900},
  {source: 'Social', target: 'Landing page', value: 1800},
  {source: 'Social', target: 'Blog', value: 2400},
  {source: 'Social', target: 'Pricing', value: 300},
  {source: 'Email', target: 'Landing page', value: 900},
  {source: 'Email', target: 'Blog', value: 300},
  {source: 'Email', target: 'Pricing', value: 1700},
  {source: 'Direct', target: 'Landing page', value: 2600},
  {source: 'Direct', target: 'Blog', value: 800},
  {source: 'Direct', target: 'Pricing', value: 1500},
];

export default function SankeyBasic() {
  // The Sankey layout uses JavaScript iterator helpers, which Node.js 20 lacks: draw it in the browser only.
  const [inBrowser, setInBrowser] = React.useState(false);
  React.useEffect(() => setInBrowser(true), []);
  if (!inBrowser) {
    return <Box sx={{height: 360}} />;
  }

  return (
    <SankeyChart
      height={360}
      series={{
        data: {links},
        // Links take the color of the page they lead to.
        linkOptions: {color: 'target', opacity: 0.5},
        valueFormatter: (value: number) => `${value.toLocaleString('en-US')} sessions`,
      }}
    />
  );
}
