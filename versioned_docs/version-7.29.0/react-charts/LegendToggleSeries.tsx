import * as React from 'react';
import {BarChart} from '@mui/x-charts';

const channels = [
  {id: 'web', label: 'Web', color: '#1976d2', data: [420, 460, 530, 505, 560]},
  {id: 'store', label: 'Stores', color: '#9c27b0', data: [310, 290, 340, 365, 330]},
  {id: 'partners', label: 'Partners', color: '#ef6c00', data: [120, 150, 140, 180, 210]},
];
const HIDDEN_COLOR = '#9e9e9e';

export default function LegendToggleSeries() {
  const [hidden, setHidden] = React.useState<string[]>([]);

  const toggle = (seriesId: string) =>
    setHidden((current) =>
      current.includes(seriesId) ? current.filter((id) => id !== seriesId) : [...current, seriesId],
    );

  return (
    <BarChart
      height={320}
      xAxis={[{scaleType: 'band', data: ['Jan', 'Feb', 'Mar', 'Apr', 'May']}]}
      // A hidden series keeps its legend entry (greyed out) but draws no bars.
      series={channels.map((channel) => {
        const isHidden = hidden.includes(channel.id);
        return {
          id: channel.id,
          label: isHidden ? `${channel.label} (hidden)` : channel.label,
          color: isHidden ? HIDDEN_COLOR : channel.color,
          data: isHidden ? channel.data.map(() => null) : channel.data,
        };
      })}
      slotProps={{
        legend: {onItemClick: (_event, item) => toggle(String(item.seriesId))},
      }}
      sx={{'& .MuiChartsLegend-series': {cursor: 'pointer'}}}
    />
  );
}
