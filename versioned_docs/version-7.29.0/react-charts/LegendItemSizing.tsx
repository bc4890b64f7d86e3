import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import {LineChart} from '@mui/x-charts';
import {CITY_NAMES, MONTHS, TEMPERATURES} from '@site/src/demo-data/charts-weather';

const settings = [
  {key: 'markSize', label: 'itemMarkWidth / itemMarkHeight', min: 4, max: 24},
  {key: 'markGap', label: 'markGap', min: 0, max: 20},
  {key: 'itemGap', label: 'itemGap', min: 0, max: 60},
  {key: 'fontSize', label: 'labelStyle.fontSize', min: 10, max: 20},
] as const;
type Key = (typeof settings)[number]['key'];

export default function LegendItemSizing() {
  const [values, setValues] = React.useState<Record<Key, number>>({
    markSize: 10,
    markGap: 6,
    itemGap: 24,
    fontSize: 14,
  });

  return (
    <Box>
      <Box sx={{display: 'grid', gridTemplateColumns: {xs: '1fr', sm: 'repeat(4, 1fr)'}, columnGap: 3, px: 1}}>
        {settings.map((setting) => (
          <div key={setting.key}>
            <Typography variant="caption">
              {setting.label}: {values[setting.key]}
            </Typography>
            <Slider
              size="small"
              min={setting.min}
              max={setting.max}
              value={values[setting.key]}
              onChange={(_, value) => setValues((current) => ({...current, [setting.key]: value as number}))}
              aria-label={setting.label}
            />
          </div>
        ))}
      </Box>
      <LineChart
        height={300}
        xAxis={[{scaleType: 'point', data: MONTHS}]}
        series={[
          {data: TEMPERATURES.paris, label: CITY_NAMES.paris, showMark: false},
          {data: TEMPERATURES.newYork, label: CITY_NAMES.newYork, showMark: false},
          {data: TEMPERATURES.sydney, label: CITY_NAMES.sydney, showMark: false},
        ]}
        slotProps={{
          legend: {
            itemMarkWidth: values.markSize,
            itemMarkHeight: values.markSize,
            markGap: values.markGap,
            itemGap: values.itemGap,
            labelStyle: {fontSize: values.fontSize},
          },
        }}
      />
    </Box>
  );
}
