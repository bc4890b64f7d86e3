import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {PieChart} from '@mui/x-charts';

// Answers to "How do you get to work?", in the order of the questionnaire.
const answers = [
  {id: 'car', label: 'Car', value: 34},
  {id: 'bus', label: 'Bus or tram', value: 21},
  {id: 'train', label: 'Train', value: 12},
  {id: 'bike', label: 'Bike', value: 18},
  {id: 'walk', label: 'On foot', value: 9},
  {id: 'home', label: 'I work from home', value: 6},
];
type Sorting = 'none' | 'asc' | 'desc';

export default function PieSorting() {
  const [sorting, setSorting] = React.useState<Sorting>('desc');

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={sorting}
        onChange={(_, value: Sorting | null) => value && setSorting(value)}
        aria-label="sortingValues"
      >
        <ToggleButton value="none">none</ToggleButton>
        <ToggleButton value="asc">asc</ToggleButton>
        <ToggleButton value="desc">desc</ToggleButton>
      </ToggleButtonGroup>
      <PieChart
        height={280}
        series={[
          {
            data: answers,
            // Only the drawing order changes: the legend keeps the order of `data`.
            sortingValues: sorting,
            arcLabel: (item) => `${item.value}%`,
            arcLabelMinAngle: 20,
            valueFormatter: (item) => `${item.value}% of employees`,
          },
        ]}
      />
    </Stack>
  );
}
