import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {ScatterChart} from '@mui/x-charts';

type Limit = 'nice' | 'strict' | 'padded';

const points = [
  {id: 1, x: 13, y: 417},
  {id: 2, x: 27, y: 563},
  {id: 3, x: 36, y: 641},
  {id: 4, x: 52, y: 782},
  {id: 5, x: 67, y: 918},
];

export default function AxisDomainLimit() {
  const [limit, setLimit] = React.useState<Limit>('nice');
  const domainLimit =
    limit === 'padded'
      ? // Add 10% of the range on each side.
        (min: number, max: number) => ({min: min - (max - min) * 0.1, max: max + (max - min) * 0.1})
      : limit;

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={limit}
        onChange={(_, value: Limit | null) => value && setLimit(value)}
        aria-label="domainLimit"
      >
        <ToggleButton value="nice">nice</ToggleButton>
        <ToggleButton value="strict">strict</ToggleButton>
        <ToggleButton value="padded">function</ToggleButton>
      </ToggleButtonGroup>
      <ScatterChart
        height={300}
        xAxis={[{label: 'Ad spend (k$)', domainLimit}]}
        yAxis={[{label: 'Orders', domainLimit}]}
        series={[{data: points, label: 'Campaign weeks', markerSize: 6}]}
      />
    </Stack>
  );
}
