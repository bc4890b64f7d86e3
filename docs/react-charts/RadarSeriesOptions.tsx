import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {RadarChart} from '@mui/x-charts';

const skills = ['Frontend', 'Backend', 'Testing', 'DevOps', 'Design', 'Communication'];

export default function RadarSeriesOptions() {
  const [fillArea, setFillArea] = React.useState(true);
  const [hideMark, setHideMark] = React.useState(false);

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2}>
        <FormControlLabel
          control={<Switch checked={fillArea} onChange={(event) => setFillArea(event.target.checked)} />}
          label="fillArea"
        />
        <FormControlLabel
          control={<Switch checked={hideMark} onChange={(event) => setHideMark(event.target.checked)} />}
          label="hideMark"
        />
      </Stack>
      <RadarChart
        height={320}
        radar={{max: 5, metrics: skills}}
        series={[
          // The role profile stays an outline; the candidate follows the switches.
          {data: [4, 3, 3, 2, 2, 4], label: 'Role profile', hideMark: true},
          {data: [5, 2, 4, 3, 1, 3], label: 'Candidate', fillArea, hideMark},
        ]}
      />
    </Stack>
  );
}
