import * as React from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {BarChart} from '@mui/x-charts/BarChart';
import {GENERATION, SOURCES, YEARS} from '@site/src/demo-data/charts-energy';

export default function AnimationDataUpdate() {
  const [yearIndex, setYearIndex] = React.useState(0);
  const [skipAnimation, setSkipAnimation] = React.useState(false);
  const year = YEARS[yearIndex];

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{alignItems: 'center'}}>
        <Button variant="outlined" size="small" onClick={() => setYearIndex((index) => (index + 1) % YEARS.length)}>
          Show {YEARS[(yearIndex + 1) % YEARS.length]}
        </Button>
        <FormControlLabel
          control={<Switch checked={skipAnimation} onChange={(event) => setSkipAnimation(event.target.checked)} />}
          label="skipAnimation"
        />
      </Stack>
      <BarChart
        height={300}
        skipAnimation={skipAnimation}
        layout="horizontal"
        yAxis={[{scaleType: 'band', data: SOURCES.map((source) => source.label), width: 90}]}
        xAxis={[{label: `Generation in ${year} (TWh)`, min: 0, max: 250}]}
        series={[{data: SOURCES.map((source) => GENERATION[source.id][yearIndex]), color: '#5c6bc0'}]}
      />
    </Stack>
  );
}
