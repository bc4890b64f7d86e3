import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {PieChart} from '@mui/x-charts';

const expenses = [
  {id: 'rent', value: 1850, label: 'Rent'},
  {id: 'groceries', value: 620, label: 'Groceries'},
  {id: 'transport', value: 240, label: 'Transport'},
  {id: 'leisure', value: 310, label: 'Leisure'},
];

const asDollars = (value: number) => `$${value.toLocaleString('en-US')}`;

export default function PieDemoExpenseBreakdown() {
  const [selected, setSelected] = React.useState<number | null>(null);

  return (
    <Stack spacing={1}>
      <PieChart
        height={260}
        series={[
          {
            data: expenses,
            innerRadius: 40,
            highlightScope: {highlight: 'item', fade: 'global'},
            highlighted: {additionalRadius: 6},
            faded: {color: 'gray', additionalRadius: -6},
            valueFormatter: (item) => asDollars(item.value),
          },
        ]}
        onItemClick={(_event, identifier) => setSelected(identifier.dataIndex)}
      />
      <Typography variant="body2">
        {selected === null
          ? 'Click a slice to see its details.'
          : `${expenses[selected].label}: ${asDollars(expenses[selected].value)} this month`}
      </Typography>
    </Stack>
  );
}
