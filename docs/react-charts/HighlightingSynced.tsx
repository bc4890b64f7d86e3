import * as React from 'react';
import Box from '@mui/material/Box';
import {BarChart, PieChart, type HighlightItemData} from '@mui/x-charts';

const teams = ['Design', 'Engineering', 'Sales', 'Support'];
const headcount = [8, 34, 15, 11];
const highlightScope = {highlight: 'item', fade: 'global'} as const;

export default function HighlightingSynced() {
  const [highlighted, setHighlighted] = React.useState<HighlightItemData | null>(null);

  return (
    <Box sx={{display: 'grid', gridTemplateColumns: {xs: '1fr', md: '3fr 2fr'}, gap: 2}}>
      <BarChart
        height={260}
        xAxis={[{scaleType: 'band', data: teams}]}
        series={[{id: 'headcount', data: headcount, label: 'Headcount', highlightScope}]}
        highlightedItem={highlighted}
        onHighlightChange={setHighlighted}
        hideLegend
        slotProps={{tooltip: {trigger: 'item'}}}
      />
      <PieChart
        height={260}
        series={[
          {
            id: 'headcount',
            data: teams.map((team, index) => ({id: team, value: headcount[index], label: team})),
            highlightScope,
          },
        ]}
        highlightedItem={highlighted}
        onHighlightChange={setHighlighted}
        hideLegend
      />
    </Box>
  );
}
