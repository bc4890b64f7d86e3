import * as React from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import {PieChart} from '@mui/x-charts/PieChart';
import {LineChart} from '@mui/x-charts/LineChart';
import {useLegend} from '@mui/x-charts/hooks';
import {CITY_NAMES, MONTHS, TEMPERATURES} from '@site/src/demo-data/charts-weather';

// One legend component for any chart: useLegend returns the items the default legend would draw.
function ChipLegend() {
  const {items} = useLegend();
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{flexWrap: 'wrap', justifyContent: 'center', mb: 1}}>
      {items.map((item) => (
        <Chip
          key={`${item.seriesId}-${item.dataIndex ?? 'series'}`}
          size="small"
          variant="outlined"
          label={item.label}
          icon={<span style={{width: 10, height: 10, borderRadius: '50%', backgroundColor: item.color}} />}
          sx={{'& .MuiChip-icon': {ml: 1}}}
        />
      ))}
    </Stack>
  );
}

const browserShare = [
  {id: 'chrome', label: 'Chrome', value: 64},
  {id: 'safari', label: 'Safari', value: 19},
  {id: 'edge', label: 'Edge', value: 5},
  {id: 'firefox', label: 'Firefox', value: 3},
  {id: 'other', label: 'Other', value: 9},
];

export default function UseLegendChips() {
  return (
    <Stack direction={{xs: 'column', md: 'row'}} spacing={3}>
      <LineChart
        height={260}
        slots={{legend: ChipLegend}}
        xAxis={[{scaleType: 'point', data: MONTHS}]}
        series={(['paris', 'newYork', 'sydney'] as const).map((city) => ({
          data: TEMPERATURES[city],
          label: CITY_NAMES[city],
          showMark: false,
        }))}
      />
      <PieChart height={260} slots={{legend: ChipLegend}} series={[{data: browserShare, innerRadius: 50}]} />
    </Stack>
  );
}
