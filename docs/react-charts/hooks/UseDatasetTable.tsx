import * as React from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {ChartsDataProvider, type ChartsDataProviderProps} from '@mui/x-charts/ChartsDataProvider';
import {ChartsSurface} from '@mui/x-charts/ChartsSurface';
import {LinePlot, MarkPlot} from '@mui/x-charts/LineChart';
import {ChartsAxis} from '@mui/x-charts/ChartsAxis';
import {useDataset} from '@mui/x-charts/hooks';
import {MONTHS, TEMPERATURES, TEMPERATURE_DATASET} from '@site/src/demo-data/charts-weather';

type Row = (typeof TEMPERATURE_DATASET)[number];

// The same component under two charts: one built from `dataset`, one from series `data`.
function DatasetTable() {
  const rows = useDataset<Row[]>();
  if (!rows) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{p: 1}}>
        This chart has no <code>dataset</code>: its values live in the series, so the hook returns undefined.
      </Typography>
    );
  }
  const quarterEnds = rows.filter((_, index) => index % 3 === 2);
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          <TableCell>Month</TableCell>
          <TableCell align="right">Paris</TableCell>
          <TableCell align="right">Sydney</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {quarterEnds.map((row) => (
          <TableRow key={row.month}>
            <TableCell>{row.month}</TableCell>
            <TableCell align="right">{row.paris} °C</TableCell>
            <TableCell align="right">{row.sydney} °C</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function SmallLineChart(props: Pick<ChartsDataProviderProps<'line'>, 'dataset' | 'series' | 'xAxis'>) {
  return (
    <Box sx={{flex: '1 1 280px', minWidth: 0}}>
      <ChartsDataProvider height={180} {...props}>
        <ChartsSurface>
          <LinePlot />
          <MarkPlot />
          <ChartsAxis />
        </ChartsSurface>
        <DatasetTable />
      </ChartsDataProvider>
    </Box>
  );
}

export default function UseDatasetTable() {
  return (
    <Box sx={{display: 'flex', gap: 3, flexWrap: 'wrap'}}>
      <SmallLineChart
        dataset={TEMPERATURE_DATASET}
        xAxis={[{scaleType: 'point', dataKey: 'month'}]}
        series={[
          {type: 'line', dataKey: 'paris', label: 'Paris'},
          {type: 'line', dataKey: 'sydney', label: 'Sydney'},
        ]}
      />
      <SmallLineChart
        xAxis={[{scaleType: 'point', data: MONTHS}]}
        series={[
          {type: 'line', data: TEMPERATURES.paris, label: 'Paris'},
          {type: 'line', data: TEMPERATURES.sydney, label: 'Sydney'},
        ]}
      />
    </Box>
  );
}
