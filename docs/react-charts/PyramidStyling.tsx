import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {FunnelChart} from '@mui/x-charts-pro/FunnelChart';

// Readers of a newsletter by engagement, from the most engaged to the least.
const readers = [
  {label: 'Reply or share', value: 420},
  {label: 'Click a link', value: 2100},
  {label: 'Open', value: 7900},
  {label: 'Receive', value: 18500},
];

export default function PyramidStyling() {
  const [curve, setCurve] = React.useState<'pyramid' | 'step-pyramid'>('step-pyramid');
  const [outlined, setOutlined] = React.useState(true);
  const [horizontal, setHorizontal] = React.useState(false);
  const [gap, setGap] = React.useState(6);
  const [radius, setRadius] = React.useState(8);

  return (
    <Stack direction={{xs: 'column', md: 'row'}} spacing={3}>
      <Stack spacing={1} sx={{minWidth: 220}}>
        <TextField
          select
          size="small"
          label="curve"
          value={curve}
          onChange={(event) => setCurve(event.target.value as typeof curve)}
        >
          <MenuItem value="pyramid">pyramid</MenuItem>
          <MenuItem value="step-pyramid">step-pyramid</MenuItem>
        </TextField>
        <FormControlLabel
          control={<Switch checked={outlined} onChange={(event) => setOutlined(event.target.checked)} />}
          label="variant: outlined"
        />
        <FormControlLabel
          control={<Switch checked={horizontal} onChange={(event) => setHorizontal(event.target.checked)} />}
          label="layout: horizontal"
        />
        <Typography variant="caption" id="pyramid-gap">
          gap: {gap}px
        </Typography>
        <Slider
          size="small"
          min={0}
          max={20}
          value={gap}
          onChange={(_, v) => setGap(v as number)}
          aria-labelledby="pyramid-gap"
        />
        <Typography variant="caption" id="pyramid-radius">
          borderRadius: {radius}px
        </Typography>
        <Slider
          size="small"
          min={0}
          max={20}
          value={radius}
          onChange={(_, v) => setRadius(v as number)}
          aria-labelledby="pyramid-radius"
        />
      </Stack>
      <FunnelChart
        height={320}
        gap={gap}
        hideLegend
        series={[
          {
            curve,
            data: readers,
            variant: outlined ? 'outlined' : 'filled',
            layout: horizontal ? 'horizontal' : 'vertical',
            borderRadius: radius,
            valueFormatter: (item) => item.value.toLocaleString('en-US'),
          },
        ]}
        sx={{flex: 1}}
      />
    </Stack>
  );
}
