import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {BarChart} from '@mui/x-charts';

const teams = ['Billing', 'Platform', 'Mobile', 'Web'];
const series = [
  {id: 'open', data: [34, 21, 45, 28], label: 'Open'},
  {id: 'closed', data: [52, 40, 38, 61], label: 'Closed'},
];

export default function BarsInteraction() {
  const [itemText, setItemText] = React.useState('none yet');
  const [axisText, setAxisText] = React.useState('none yet');

  return (
    <Stack spacing={1}>
      <BarChart
        height={300}
        xAxis={[{scaleType: 'band', data: teams}]}
        series={series}
        onItemClick={(_event, item) => {
          const clicked = series.find((entry) => entry.id === item.seriesId);
          setItemText(`${teams[item.dataIndex]}, ${clicked?.label}: ${clicked?.data[item.dataIndex]} tickets`);
        }}
        onAxisClick={(_event, data) => {
          if (data) {
            setAxisText(`${data.axisValue} (index ${data.dataIndex})`);
          }
        }}
      />
      <Typography variant="body2">Bar clicked (onItemClick): {itemText}</Typography>
      <Typography variant="body2">Category clicked (onAxisClick): {axisText}</Typography>
    </Stack>
  );
}
