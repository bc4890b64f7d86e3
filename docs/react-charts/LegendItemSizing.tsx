import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import {LineChart, legendClasses} from '@mui/x-charts';
import {CITY_NAMES, MONTHS, TEMPERATURES} from '@site/src/demo-data/charts-weather';

const settings = [
  {key: 'markSize', label: 'mark size (px)', min: 6, max: 24},
  {key: 'markGap', label: 'mark to label gap (px)', min: 0, max: 20},
  {key: 'itemGap', label: 'gap between items (px)', min: 0, max: 60},
  {key: 'fontSize', label: 'font size (px)', min: 10, max: 20},
] as const;
type Key = (typeof settings)[number]['key'];

export default function LegendItemSizing() {
  const [values, setValues] = React.useState<Record<Key, number>>({
    markSize: 12,
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
          {data: TEMPERATURES.paris, label: CITY_NAMES.paris, showMark: false, labelMarkType: 'square'},
          {data: TEMPERATURES.newYork, label: CITY_NAMES.newYork, showMark: false, labelMarkType: 'square'},
          {data: TEMPERATURES.sydney, label: CITY_NAMES.sydney, showMark: false, labelMarkType: 'square'},
        ]}
        slotProps={{
          legend: {
            // The v8 legend is an HTML list: plain CSS sizes its parts.
            sx: {
              gap: `${values.itemGap}px`,
              fontSize: values.fontSize,
              [`& .${legendClasses.series}`]: {gap: `${values.markGap}px`},
              [`& .${legendClasses.mark}`]: {width: values.markSize, height: values.markSize},
            },
          },
        }}
      />
    </Box>
  );
}
