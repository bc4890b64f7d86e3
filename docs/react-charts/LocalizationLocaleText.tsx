import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Stack from '@mui/material/Stack';
import {BarChart} from '@mui/x-charts/BarChart';
import {MONTHS, PRECIPITATION} from '@site/src/demo-data/charts-weather';

// Only the keys you pass change; every other text keeps its English default.
const localeText = {
  loading: 'Fetching this year’s rainfall…',
  noData: 'No rainfall recorded for this station yet',
};

type State = 'loading' | 'empty' | 'loaded';

export default function LocalizationLocaleText() {
  const [state, setState] = React.useState<State>('loading');

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={state}
        onChange={(_, value: State | null) => value && setState(value)}
        aria-label="State of the data"
      >
        <ToggleButton value="loading">Loading</ToggleButton>
        <ToggleButton value="empty">Empty station</ToggleButton>
        <ToggleButton value="loaded">Loaded</ToggleButton>
      </ToggleButtonGroup>
      <BarChart
        height={260}
        loading={state === 'loading'}
        localeText={localeText}
        xAxis={[{scaleType: 'band', data: MONTHS}]}
        series={state === 'loaded' ? [{data: PRECIPITATION.london, label: 'London (mm)'}] : []}
      />
    </Stack>
  );
}
