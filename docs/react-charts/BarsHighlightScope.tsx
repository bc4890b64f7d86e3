import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {BarChart, type HighlightScope} from '@mui/x-charts';

const years = ['2020', '2021', '2022', '2023', '2024'];
const scopes: Record<string, HighlightScope> = {
  'item / global': {highlight: 'item', fade: 'global'},
  'series / global': {highlight: 'series', fade: 'global'},
  'series / series': {highlight: 'series', fade: 'series'},
  none: {highlight: 'none', fade: 'none'},
};

export default function BarsHighlightScope() {
  const [scope, setScope] = React.useState('series / global');

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={scope}
        onChange={(_, value: string | null) => value && setScope(value)}
        aria-label="Highlight scope"
      >
        {Object.keys(scopes).map((key) => (
          <ToggleButton key={key} value={key}>
            {key}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <BarChart
        height={300}
        xAxis={[{scaleType: 'band', data: years}]}
        series={[
          {data: [31, 35, 38, 42, 47], label: 'Electric cars (k)', highlightScope: scopes[scope]},
          {data: [54, 51, 47, 41, 36], label: 'Petrol cars (k)', highlightScope: scopes[scope]},
          {data: [12, 15, 18, 21, 24], label: 'Hybrid cars (k)', highlightScope: scopes[scope]},
        ]}
      />
    </Stack>
  );
}
