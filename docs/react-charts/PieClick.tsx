import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {PieChart} from '@mui/x-charts';

const departments = [
  {id: 'engineering', value: 48, label: 'Engineering'},
  {id: 'sales', value: 22, label: 'Sales'},
  {id: 'support', value: 17, label: 'Support'},
  {id: 'finance', value: 9, label: 'Finance'},
];

export default function PieClick() {
  const [selected, setSelected] = React.useState<string | null>(null);

  return (
    <Stack spacing={1}>
      <PieChart
        height={260}
        series={[{data: departments, valueFormatter: (item) => `${item.value} people`}]}
        onItemClick={(_event, identifier, item) => {
          const angle = Math.round(((item.endAngle ?? 0) - (item.startAngle ?? 0)) * (180 / Math.PI));
          setSelected(
            `${departments[identifier.dataIndex].label}: ${item.formattedValue} (slice of ${angle}°, item ${identifier.dataIndex})`,
          );
        }}
      />
      <Typography variant="body2">{selected ?? 'Click a slice to see its details.'}</Typography>
    </Stack>
  );
}
