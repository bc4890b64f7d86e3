import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {Unstable_SankeyChart as SankeyChart} from '@mui/x-charts-pro';

// Water use of a city (million m³ per year), from the source to the users.
const links = [
  {source: 'River', target: 'Treatment plant', value: 62},
  {source: 'Groundwater', target: 'Treatment plant', value: 38},
  {source: 'Treatment plant', target: 'Households', value: 54},
  {source: 'Treatment plant', target: 'Businesses', value: 28},
  {source: 'Treatment plant', target: 'Leaks', value: 18},
];

export default function SankeyLabels() {
  const [showLabels, setShowLabels] = React.useState(true);
  const [showValues, setShowValues] = React.useState(true);
  // The Sankey layout uses JavaScript iterator helpers, which Node.js 20 lacks: draw it in the browser only.
  const [inBrowser, setInBrowser] = React.useState(false);
  React.useEffect(() => setInBrowser(true), []);

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2}>
        <FormControlLabel
          control={<Switch checked={showLabels} onChange={(event) => setShowLabels(event.target.checked)} />}
          label="nodeOptions.showLabels"
        />
        <FormControlLabel
          control={<Switch checked={showValues} onChange={(event) => setShowValues(event.target.checked)} />}
          label="linkOptions.showValues"
        />
      </Stack>
      {inBrowser ? (
        <SankeyChart
          height={300}
          series={{
            data: {links},
            nodeOptions: {showLabels},
            linkOptions: {showValues},
            valueFormatter: (value: number) => `${value} M m³`,
          }}
        />
      ) : (
        <Box sx={{height: 300}} />
      )}
    </Stack>
  );
}
