import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {BarChart, PiecewiseColorLegend} from '@mui/x-charts';

const stations = ['Airport', 'Harbour', 'Old town', 'Station', 'Park', 'Stadium', 'University'];
// Daily mean of fine particles (PM2.5, µg/m³) measured at each station.
const pm25 = [11, 27, 18, 34, 6, 22, 9];

type LabelPosition = 'extremes' | 'start' | 'end' | 'inline-start' | 'inline-end';

export default function LegendPiecewiseOptions() {
  const [labelPosition, setLabelPosition] = React.useState<LabelPosition>('extremes');

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={labelPosition}
        onChange={(_, value: LabelPosition | null) => value && setLabelPosition(value)}
        aria-label="labelPosition"
        sx={{flexWrap: 'wrap'}}
      >
        {(['extremes', 'start', 'end', 'inline-start', 'inline-end'] as const).map((value) => (
          <ToggleButton key={value} value={value}>
            {value}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <BarChart
        height={300}
        xAxis={[{scaleType: 'band', data: stations}]}
        yAxis={[
          {
            valueFormatter: (value: number) => `${value} µg/m³`,
            width: 70,
            colorMap: {
              type: 'piecewise',
              thresholds: [10, 15, 25, 35],
              colors: ['#2e7d32', '#9ccc65', '#fdd835', '#fb8c00', '#c62828'],
            },
          },
        ]}
        series={[{data: pm25, label: 'PM2.5'}]}
        slots={{legend: PiecewiseColorLegend}}
        slotProps={{
          legend: {
            axisDirection: 'y',
            labelPosition,
            markType: 'circle',
            // Inline labels name each band; the other positions print the thresholds.
            labelFormatter: ({formattedMin, formattedMax, min}) => {
              if (labelPosition.startsWith('inline')) {
                return ['Good', 'Fair', 'Moderate', 'Poor', 'Very poor'][
                  [null, 10, 15, 25, 35].indexOf(min as number | null)
                ];
              }
              return min === null ? formattedMax : formattedMin;
            },
            position: {vertical: 'top', horizontal: 'center'},
          },
        }}
      />
    </Stack>
  );
}
