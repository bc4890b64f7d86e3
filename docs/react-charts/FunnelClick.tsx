import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {FunnelChart} from '@mui/x-charts-pro';

const stages = [
  {label: 'Visited', value: 12000},
  {label: 'Viewed a product', value: 7400},
  {label: 'Added to cart', value: 3100},
  {label: 'Purchased', value: 1250},
];

export default function FunnelClick() {
  const [selected, setSelected] = React.useState<number | null>(null);
  const stage = selected === null ? null : stages[selected];
  const previous = selected === null || selected === 0 ? null : stages[selected - 1];

  return (
    <Stack spacing={1}>
      <FunnelChart
        height={280}
        series={[{data: stages}]}
        onItemClick={(_event, item) => setSelected(item.dataIndex)}
        hideLegend
      />
      <Typography variant="body2">
        {stage === null && 'Click a section to see its conversion from the previous stage.'}
        {stage !== null &&
          previous === null &&
          `${stage.label}: ${stage.value.toLocaleString('en-US')} users, the entry point.`}
        {stage !== null &&
          previous !== null &&
          `${stage.label}: ${stage.value.toLocaleString('en-US')} users, ${Math.round(
            (stage.value / previous.value) * 100,
          )}% of "${previous.label}".`}
      </Typography>
    </Stack>
  );
}
