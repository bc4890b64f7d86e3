import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {BarChart} from '@mui/x-charts';

const departments = ['Sales', 'Engineering', 'Support', 'Marketing', 'Finance'];
const headcount: Record<string, number[]> = {
  '2022': [42, 88, 35, 21, 12],
  '2023': [48, 104, 39, 18, 13],
  '2024': [51, 131, 44, 24, 15],
};

export default function BarsAnimation() {
  const [year, setYear] = React.useState('2024');
  const [skipAnimation, setSkipAnimation] = React.useState(false);

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{alignItems: 'center', flexWrap: 'wrap'}}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={year}
          onChange={(_, value: string | null) => value && setYear(value)}
          aria-label="Year"
        >
          {Object.keys(headcount).map((key) => (
            <ToggleButton key={key} value={key}>
              {key}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <FormControlLabel
          control={<Switch checked={skipAnimation} onChange={(event) => setSkipAnimation(event.target.checked)} />}
          label="skipAnimation"
        />
      </Stack>
      <BarChart
        height={300}
        skipAnimation={skipAnimation}
        xAxis={[{scaleType: 'band', data: departments}]}
        // A fixed maximum keeps the scale still, so only the bars move between years.
        yAxis={[{min: 0, max: 140}]}
        series={[{data: headcount[year], label: `Headcount ${year}`}]}
      />
    </Stack>
  );
}
