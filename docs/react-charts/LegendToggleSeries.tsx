import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {BarChart, type VisibilityIdentifier} from '@mui/x-charts';

const channels = [
  {id: 'web', label: 'Web', color: '#1976d2', data: [420, 460, 530, 505, 560]},
  {id: 'store', label: 'Stores', color: '#9c27b0', data: [310, 290, 340, 365, 330]},
  {id: 'partners', label: 'Partners', color: '#ef6c00', data: [120, 150, 140, 180, 210]},
];

export default function LegendToggleSeries() {
  // Controlled visibility: the chart reports every legend click through onHiddenItemsChange.
  const [hiddenItems, setHiddenItems] = React.useState<VisibilityIdentifier<'bar'>[]>([
    {type: 'bar', seriesId: 'partners'},
  ]);
  const hiddenLabels = channels
    .filter((channel) => hiddenItems.some((item) => item.seriesId === channel.id))
    .map((channel) => channel.label);

  return (
    <Stack spacing={1}>
      <BarChart
        height={320}
        xAxis={[{scaleType: 'band', data: ['Jan', 'Feb', 'Mar', 'Apr', 'May']}]}
        series={channels}
        hiddenItems={hiddenItems}
        onHiddenItemsChange={setHiddenItems}
        slotProps={{legend: {toggleVisibilityOnClick: true}}}
      />
      <Typography variant="body2">
        Hidden series: {hiddenLabels.length > 0 ? hiddenLabels.join(', ') : 'none'} (click a legend entry to toggle it)
      </Typography>
    </Stack>
  );
}
