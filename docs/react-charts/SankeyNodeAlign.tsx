import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {Unstable_SankeyChart as SankeyChart} from '@mui/x-charts-pro';

// Visitors of an online shop: "Newsletter" leads straight to checkout and skips the product page.
const links = [
  {source: 'Search', target: 'Product page', value: 620},
  {source: 'Ads', target: 'Product page', value: 340},
  {source: 'Newsletter', target: 'Checkout', value: 150},
  {source: 'Product page', target: 'Cart', value: 410},
  {source: 'Product page', target: 'Left', value: 550},
  {source: 'Cart', target: 'Checkout', value: 290},
  {source: 'Cart', target: 'Left', value: 120},
];
type Align = 'justify' | 'left' | 'right' | 'center';

export default function SankeyNodeAlign() {
  const [align, setAlign] = React.useState<Align>('justify');
  // The Sankey layout uses JavaScript iterator helpers, which Node.js 20 lacks: draw it in the browser only.
  const [inBrowser, setInBrowser] = React.useState(false);
  React.useEffect(() => setInBrowser(true), []);

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={align}
        onChange={(_, value: Align | null) => value && setAlign(value)}
        aria-label="Node alignment"
      >
        {(['justify', 'left', 'right', 'center'] as const).map((value) => (
          <ToggleButton key={value} value={value}>
            {value}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {inBrowser ? (
        <SankeyChart height={320} series={{data: {links}, nodeOptions: {align}}} />
      ) : (
        <Box sx={{height: 320}} />
      )}
    </Stack>
  );
}
