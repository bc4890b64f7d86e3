import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {LineChart, type ChartsAxisData} from '@mui/x-charts';
import {CITY_NAMES, MONTHS, PRECIPITATION, type City} from '@site/src/demo-data/charts-weather';

const cities: City[] = ['paris', 'london', 'newYork'];

export default function LinesAxisClick() {
  const [selection, setSelection] = React.useState<ChartsAxisData | null>(null);

  return (
    <Stack spacing={1}>
      <LineChart
        height={300}
        xAxis={[{scaleType: 'point', data: MONTHS}]}
        yAxis={[{label: 'mm'}]}
        series={cities.map((city) => ({id: city, data: PRECIPITATION[city], label: CITY_NAMES[city]}))}
        // Fires for a click anywhere in the plot, with the values of every series at that month.
        onAxisClick={(_event, data) => setSelection(data)}
      />
      <Typography variant="body2" aria-live="polite">
        {selection
          ? `${selection.axisValue}: ${cities
              .map((city) => `${CITY_NAMES[city]} ${selection.seriesValues[city]} mm`)
              .join(', ')}`
          : 'Click anywhere in the chart to list the rainfall of that month.'}
      </Typography>
    </Stack>
  );
}
