import * as React from 'react';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {PieChart, type PieValueType} from '@mui/x-charts';

// Visitors by country: a long tail of small shares.
const countries = [
  {label: 'United States', value: 4120},
  {label: 'Germany', value: 1830},
  {label: 'United Kingdom', value: 1410},
  {label: 'France', value: 1090},
  {label: 'Canada', value: 640},
  {label: 'Spain', value: 410},
  {label: 'Italy', value: 380},
  {label: 'Netherlands', value: 260},
  {label: 'Sweden', value: 190},
  {label: 'Poland', value: 150},
  {label: 'Portugal', value: 120},
  {label: 'Austria', value: 90},
];
const total = countries.reduce((sum, country) => sum + country.value, 0);

// Slices under the threshold are merged into one grey "Other" slice, drawn last.
function groupSmallSlices(thresholdPercent: number): PieValueType[] {
  const large = countries.filter((country) => (country.value / total) * 100 >= thresholdPercent);
  const small = countries.filter((country) => (country.value / total) * 100 < thresholdPercent);
  const data: PieValueType[] = large.map((country) => ({id: country.label, ...country}));
  if (small.length > 0) {
    data.push({
      id: 'other',
      label: `Other (${small.length} countries)`,
      value: small.reduce((sum, country) => sum + country.value, 0),
      color: '#bdbdbd',
    });
  }
  return data;
}

export default function PieOtherSlice() {
  const [threshold, setThreshold] = React.useState(5);

  return (
    <Stack spacing={1}>
      <Typography id="pie-other-threshold" variant="body2">
        Group countries under {threshold}% of visitors
      </Typography>
      <Slider
        size="small"
        min={0}
        max={15}
        value={threshold}
        onChange={(_, value) => setThreshold(value as number)}
        aria-labelledby="pie-other-threshold"
        sx={{maxWidth: 320}}
      />
      <PieChart
        height={300}
        series={[
          {
            data: groupSmallSlices(threshold),
            innerRadius: 40,
            valueFormatter: (item) =>
              `${item.value.toLocaleString('en-US')} visitors (${((item.value / total) * 100).toFixed(1)}%)`,
          },
        ]}
      />
    </Stack>
  );
}
