import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {Unstable_SankeyChart as SankeyChart, type SankeyLinkOptions, type SankeyNodeOptions} from '@mui/x-charts-pro';

type SankeyNodeHighlight = NonNullable<SankeyNodeOptions['highlight']>;
type SankeyLinkHighlight = NonNullable<SankeyLinkOptions['highlight']>;

// A three-step customer journey on a travel site (sessions).
const links = [
  {source: 'Home', target: 'Flights', value: 540},
  {source: 'Home', target: 'Hotels', value: 380},
  {source: 'Deals', target: 'Flights', value: 210},
  {source: 'Deals', target: 'Hotels', value: 260},
  {source: 'Flights', target: 'Booked', value: 190},
  {source: 'Flights', target: 'Left', value: 560},
  {source: 'Hotels', target: 'Booked', value: 230},
  {source: 'Hotels', target: 'Left', value: 410},
];
const nodeModes: SankeyNodeHighlight[] = ['links', 'incoming', 'outgoing', 'nodes', 'none'];
const linkModes: SankeyLinkHighlight[] = ['links', 'nodes', 'source', 'target', 'none'];

export default function SankeyHighlight() {
  const [nodeHighlight, setNodeHighlight] = React.useState<SankeyNodeHighlight>('incoming');
  const [linkHighlight, setLinkHighlight] = React.useState<SankeyLinkHighlight>('nodes');
  // The Sankey layout uses JavaScript iterator helpers, which Node.js 20 lacks: draw it in the browser only.
  const [inBrowser, setInBrowser] = React.useState(false);
  React.useEffect(() => setInBrowser(true), []);

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{pt: 1, flexWrap: 'wrap', rowGap: 2}}>
        <TextField
          select
          size="small"
          label="Hovering a node highlights"
          value={nodeHighlight}
          onChange={(event) => setNodeHighlight(event.target.value as SankeyNodeHighlight)}
          sx={{minWidth: 220}}
        >
          {nodeModes.map((mode) => (
            <MenuItem key={mode} value={mode}>
              {mode}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Hovering a link highlights"
          value={linkHighlight}
          onChange={(event) => setLinkHighlight(event.target.value as SankeyLinkHighlight)}
          sx={{minWidth: 220}}
        >
          {linkModes.map((mode) => (
            <MenuItem key={mode} value={mode}>
              {mode}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {inBrowser ? (
        <SankeyChart
          height={320}
          series={{
            data: {links},
            // `fade: 'global'` dims everything that is not highlighted.
            nodeOptions: {highlight: nodeHighlight, fade: 'global'},
            linkOptions: {highlight: linkHighlight, fade: 'global', opacity: 0.5},
          }}
        />
      ) : (
        <Box sx={{height: 320}} />
      )}
    </Stack>
  );
}
