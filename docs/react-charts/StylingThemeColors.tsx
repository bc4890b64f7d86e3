import * as React from 'react';
import {useTheme} from '@mui/material/styles';
import {BarChart} from '@mui/x-charts';

const suites = ['API', 'Web app', 'Mobile', 'Payments', 'Search'];

export default function StylingThemeColors() {
  // `theme.palette` holds the colors of the current color scheme as plain color strings.
  const {palette} = useTheme();

  return (
    <BarChart
      height={300}
      layout="horizontal"
      yAxis={[{scaleType: 'band', data: suites, width: 75}]}
      xAxis={[{label: 'Tests in the last run'}]}
      series={[
        {data: [412, 288, 193, 127, 96], label: 'Passed', stack: 'run', color: palette.success.main},
        {data: [3, 12, 0, 1, 4], label: 'Failed', stack: 'run', color: palette.error.main},
        {data: [14, 30, 22, 5, 9], label: 'Skipped', stack: 'run', color: palette.grey[500]},
      ]}
    />
  );
}
