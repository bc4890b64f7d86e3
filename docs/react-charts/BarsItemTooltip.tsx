import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {BarChart} from '@mui/x-charts';

const cities = ['Oslo', 'Madrid', 'Athens', 'Dublin'];
type Trigger = 'axis' | 'item' | 'none';

export default function BarsItemTooltip() {
  const [trigger, setTrigger] = React.useState<Trigger>('item');

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={trigger}
        onChange={(_, value: Trigger | null) => value && setTrigger(value)}
        aria-label="Tooltip trigger"
      >
        <ToggleButton value="axis">axis</ToggleButton>
        <ToggleButton value="item">item</ToggleButton>
        <ToggleButton value="none">none</ToggleButton>
      </ToggleButtonGroup>
      <BarChart
        height={300}
        xAxis={[{scaleType: 'band', data: cities}]}
        series={[
          {data: [88, 2769, 2808, 2000], label: 'Sunshine (hours per year)'},
          {data: [763, 436, 414, 758], label: 'Rain (mm per year)'},
        ]}
        // In v8 the trigger is a prop of the tooltip slot.
        slotProps={{tooltip: {trigger}}}
        // The axis highlight follows the trigger: no band behind the bars for an item tooltip.
        axisHighlight={{x: trigger === 'axis' ? 'band' : 'none'}}
      />
    </Stack>
  );
}
