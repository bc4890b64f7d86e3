import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {Heatmap} from '@mui/x-charts-pro';

const services = ['Auth', 'Search', 'Payments', 'Email'];
const regions = ['eu-west', 'us-east', 'ap-south'];
// Error rate (%) of each service in each region over the last hour.
const rates = [
  [0.2, 0.4, 1.8],
  [0.9, 0.3, 0.5],
  [0.1, 2.6, 0.2],
  [0.6, 0.7, 0.4],
];
const data = rates.flatMap((row, service) =>
  row.map((rate, region): [number, number, number] => [region, service, rate]),
);

export default function HeatmapClick() {
  const [selected, setSelected] = React.useState<[number, number, number] | null>(null);

  return (
    <Stack spacing={1}>
      <Heatmap
        height={280}
        xAxis={[{data: regions}]}
        yAxis={[{data: services, width: 80}]}
        zAxis={[{min: 0, max: 3, colorMap: {type: 'continuous', min: 0, max: 3, color: ['#fff8e1', '#bf360c']}}]}
        series={[{data, valueFormatter: (cell) => (cell ? `${cell[2]}% errors` : '')}]}
        // The identifier has the cell's xIndex and yIndex, and its dataIndex when the cell holds data.
        onItemClick={(_event, item) => setSelected(item.dataIndex === undefined ? null : data[item.dataIndex])}
      />
      <Typography variant="body2">
        {selected
          ? `${services[selected[1]]} in ${regions[selected[0]]}: ${selected[2]}% of requests failed. Open the incident view for details.`
          : 'Click a cell to select a service and a region.'}
      </Typography>
    </Stack>
  );
}
