import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {SparkLineChart} from '@mui/x-charts';

const weeklySignups = [32, 41, 38, 45, 52, 49, 61, 58, 66, 72];

export default function SparklineBasic() {
  return (
    <Stack direction="row" spacing={2} sx={{alignItems: 'center', maxWidth: 320}}>
      <div>
        <Typography variant="h5">72</Typography>
        <Typography variant="caption" color="text.secondary">
          sign-ups this week
        </Typography>
      </div>
      <Box sx={{flexGrow: 1}}>
        <SparkLineChart data={weeklySignups} height={48} />
      </Box>
    </Stack>
  );
}
