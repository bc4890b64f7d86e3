import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {LineChart} from '@mui/x-charts';

const weeks = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6'];
const downloads = [1820, 2140, 1990, 2630, 2980, 3310];
const crashes = [14, 11, 17, 9, 8, 6];

export default function TooltipOutside() {
  const [index, setIndex] = React.useState(weeks.length - 1);

  return (
    <Box sx={{display: 'grid', gridTemplateColumns: {xs: '1fr', sm: '1fr 200px'}, gap: 2, alignItems: 'center'}}>
      <LineChart
        height={280}
        xAxis={[{scaleType: 'point', data: weeks}]}
        series={[{data: downloads, label: 'Downloads'}]}
        slotProps={{tooltip: {trigger: 'none'}}}
        onAxisClick={(_event, data) => data && setIndex(data.dataIndex)}
      />
      <Paper variant="outlined" sx={{p: 2}}>
        <Typography variant="overline">Week {weeks[index].slice(1)} (click the chart)</Typography>
        <Typography variant="h5">{downloads[index].toLocaleString('en-US')}</Typography>
        <Typography variant="body2" color="text.secondary">
          downloads, {crashes[index]} crash reports
        </Typography>
      </Paper>
    </Box>
  );
}
