import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {SparkLineChart} from '@mui/x-charts';

const stockPrice = [41.2, 42.8, 42.1, 43.9, 45.3, 44.7, 46.2, 47.9, 47.1, 48.6];
const dailyOrders = [18, 24, 21, 30, 27, 35, 19, 26, 31, 29];

export default function SparklinePlotTypes() {
  return (
    <Box sx={{display: 'grid', gridTemplateColumns: {xs: '1fr', sm: 'repeat(3, 1fr)'}, gap: 3}}>
      <div>
        <Typography variant="caption">Line (share price)</Typography>
        <SparkLineChart data={stockPrice} height={60} />
      </div>
      <div>
        <Typography variant="caption">Area with a smooth curve</Typography>
        <SparkLineChart data={stockPrice} height={60} area curve="natural" color="#2e7d32" />
      </div>
      <div>
        <Typography variant="caption">Bars (daily orders)</Typography>
        <SparkLineChart plotType="bar" data={dailyOrders} height={60} color="#ef6c00" />
      </div>
    </Box>
  );
}
