import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {LineChart} from '@mui/x-charts';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];
const series = [
  {id: 'north', data: [120, 135, 128, 150], label: 'North'},
  {id: 'south', data: [98, 104, 119, 131], label: 'South'},
];

export default function LinesInteraction() {
  const [clicked, setClicked] = React.useState('Click a mark or a line.');

  return (
    <Stack spacing={1}>
      <LineChart
        height={300}
        xAxis={[{scaleType: 'point', data: quarters}]}
        series={series}
        onMarkClick={(_event, item) => {
          const entry = series.find((candidate) => candidate.id === item.seriesId);
          if (entry && item.dataIndex !== undefined) {
            setClicked(`Mark: ${entry.label}, ${quarters[item.dataIndex]} = ${entry.data[item.dataIndex]}`);
          }
        }}
        onLineClick={(_event, item) => setClicked(`Line: ${String(item.seriesId)}`)}
      />
      <Typography variant="body2">{clicked}</Typography>
    </Stack>
  );
}
