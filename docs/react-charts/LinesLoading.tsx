import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {LineChart} from '@mui/x-charts';

type Region = 'europe' | 'americas' | 'asia';

const weeks = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6', 'W7', 'W8'];
const activeUsers: Record<Region, number[]> = {
  europe: [41, 43, 42, 46, 48, 47, 51, 53],
  americas: [58, 57, 61, 60, 64, 66, 65, 70],
  asia: [22, 25, 29, 31, 36, 38, 43, 47],
};

export default function LinesLoading() {
  const [region, setRegion] = React.useState<Region>('europe');
  const [loading, setLoading] = React.useState(false);
  const timer = React.useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  React.useEffect(() => () => clearTimeout(timer.current), []);

  // Simulates a request: the chart shows its loading overlay until the data "arrives".
  const load = (next: Region) => {
    clearTimeout(timer.current);
    setLoading(true);
    timer.current = setTimeout(() => {
      setRegion(next);
      setLoading(false);
    }, 1200);
  };

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={region}
        onChange={(_, value: Region | null) => value && load(value)}
        aria-label="Region"
      >
        <ToggleButton value="europe">Europe</ToggleButton>
        <ToggleButton value="americas">Americas</ToggleButton>
        <ToggleButton value="asia">Asia</ToggleButton>
      </ToggleButtonGroup>
      <LineChart
        height={300}
        loading={loading}
        xAxis={[{scaleType: 'point', data: weeks}]}
        series={[{data: loading ? [] : activeUsers[region], label: 'Weekly active users (k)'}]}
        slotProps={{loadingOverlay: {message: 'Fetching weekly users…'}}}
      />
    </Stack>
  );
}
