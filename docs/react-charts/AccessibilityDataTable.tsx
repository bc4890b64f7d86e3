import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import {LineChart, lineClasses} from '@mui/x-charts/LineChart';
import {GENERATION, YEARS} from '@site/src/demo-data/charts-energy';

const series = [
  {id: 'coal', label: 'Coal', data: GENERATION.coal, color: '#5d4037', shape: 'square' as const},
  {id: 'wind', label: 'Wind', data: GENERATION.wind, color: '#00897b', shape: 'circle' as const},
  {id: 'solar', label: 'Solar', data: GENERATION.solar, color: '#f9a825', shape: 'triangle' as const},
];

export default function AccessibilityDataTable() {
  const [showTable, setShowTable] = React.useState(false);

  return (
    <Stack spacing={1}>
      {/* Different mark shapes and dash patterns keep the series apart without relying on color. */}
      <LineChart
        height={280}
        title="Electricity generation by source, 2015 to 2024"
        xAxis={[{scaleType: 'point', data: YEARS, valueFormatter: (year: number) => String(year)}]}
        yAxis={[{label: 'TWh'}]}
        series={series}
        sx={{
          [`& .${lineClasses.line}[data-series="wind"]`]: {strokeDasharray: '8 4'},
          [`& .${lineClasses.line}[data-series="solar"]`]: {strokeDasharray: '2 3'},
        }}
      />
      <Button
        variant="outlined"
        size="small"
        sx={{alignSelf: 'flex-start'}}
        aria-expanded={showTable}
        onClick={() => setShowTable((shown) => !shown)}
      >
        {showTable ? 'Hide the data table' : 'Show the data as a table'}
      </Button>
      {showTable && (
        <Table size="small" aria-label="Electricity generation by source, in TWh">
          <TableHead>
            <TableRow>
              <TableCell>Year</TableCell>
              {series.map((item) => (
                <TableCell key={item.id} align="right">
                  {item.label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {YEARS.map((year, index) => (
              <TableRow key={year}>
                <TableCell>{year}</TableCell>
                {series.map((item) => (
                  <TableCell key={item.id} align="right">
                    {item.data[index]}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Stack>
  );
}
