import * as React from 'react';
import {LineChart, type HighlightItemData, type SeriesLegendItemContext} from '@mui/x-charts';

const scope = {highlight: 'series', fade: 'global'} as const;

export default function LegendClickHighlight() {
  const [highlighted, setHighlighted] = React.useState<HighlightItemData | null>(null);
  const [pinned, setPinned] = React.useState<HighlightItemData['seriesId'] | null>(null);

  return (
    <LineChart
      height={300}
      xAxis={[{scaleType: 'point', data: ['Jan', 'Feb', 'Mar', 'Apr', 'May']}]}
      series={[
        {id: 'north', data: [12, 15, 14, 19, 22], label: 'North', highlightScope: scope},
        {id: 'south', data: [9, 11, 16, 15, 18], label: 'South', highlightScope: scope},
        {id: 'west', data: [6, 8, 9, 13, 12], label: 'West', highlightScope: scope},
      ]}
      // A legend click pins the series; hovering the plot still works while nothing is pinned.
      highlightedItem={pinned === null ? highlighted : {seriesId: pinned}}
      onHighlightChange={setHighlighted}
      slotProps={{
        legend: {
          onItemClick: (_event: React.MouseEvent<HTMLButtonElement>, item: SeriesLegendItemContext) =>
            setPinned((current) => (current === item.seriesId ? null : item.seriesId)),
        },
      }}
    />
  );
}
