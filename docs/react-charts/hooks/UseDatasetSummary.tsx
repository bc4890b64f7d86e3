import * as React from 'react';
import Stack from '@mui/material/Stack';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {ChartsDataProvider} from '@mui/x-charts/ChartsDataProvider';
import {ChartsSurface} from '@mui/x-charts/ChartsSurface';
import {BarPlot} from '@mui/x-charts/BarChart';
import {ChartsAxis} from '@mui/x-charts/ChartsAxis';
import {ChartsTooltip} from '@mui/x-charts/ChartsTooltip';
import {useDataset} from '@mui/x-charts/hooks';
import {GENERATION_DATASET} from '@site/src/demo-data/charts-energy';

type Row = (typeof GENERATION_DATASET)[number];

// HTML rendered inside the provider: it reads the same rows the bars are drawn from.
function DatasetSummary() {
  const rows = useDataset<Row[]>() ?? [];
  const first = rows[0];
  const last = rows[rows.length - 1];
  const windGrowth = first && last ? Math.round(((last.wind - first.wind) / first.wind) * 100) : 0;
  const solarTotal = rows.reduce((sum, row) => sum + row.solar, 0);

  const figures = [
    {label: 'Years in the dataset', value: String(rows.length)},
    {label: `Wind, ${first?.year} to ${last?.year}`, value: `${windGrowth > 0 ? '+' : ''}${windGrowth} %`},
    {label: 'Solar, all years', value: `${solarTotal} TWh`},
  ];

  return (
    <Stack direction="row" spacing={1.5} sx={{mb: 1, flexWrap: 'wrap'}}>
      {figures.map((figure) => (
        <Paper key={figure.label} variant="outlined" sx={{px: 1.5, py: 1, minWidth: 140}}>
          <Typography variant="caption" color="text.secondary">
            {figure.label}
          </Typography>
          <Typography variant="h6">{figure.value}</Typography>
        </Paper>
      ))}
    </Stack>
  );
}

export default function UseDatasetSummary() {
  return (
    <ChartsDataProvider
      height={260}
      dataset={GENERATION_DATASET}
      xAxis={[{scaleType: 'band', dataKey: 'year'}]}
      yAxis={[{label: 'TWh'}]}
      series={[
        {type: 'bar', dataKey: 'wind', label: 'Wind', color: '#26a69a'},
        {type: 'bar', dataKey: 'solar', label: 'Solar', color: '#fbc02d'},
      ]}
    >
      <DatasetSummary />
      <ChartsSurface>
        <BarPlot />
        <ChartsAxis />
      </ChartsSurface>
      <ChartsTooltip />
    </ChartsDataProvider>
  );
}
