import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {ChartsDataProvider, ChartsSurface, ChartsXAxis, ChartsYAxis, BarPlot, useLegend} from '@mui/x-charts';

const months = ['Jan', 'Feb', 'Mar', 'Apr'];
const series = [
  {type: 'bar' as const, id: 'hardware', data: [42, 38, 51, 47], label: 'Hardware (k$)'},
  {type: 'bar' as const, id: 'software', data: [65, 72, 70, 84], label: 'Software (k$)'},
  {type: 'bar' as const, id: 'services', data: [18, 24, 22, 30], label: 'Services (k$)'},
];

// A legend table built from the same items as the default legend, with a total per series.
function LegendTable() {
  const {items} = useLegend();
  return (
    <Box component="table" sx={{borderCollapse: 'collapse', typography: 'body2', '& td': {px: 1, py: 0.5}}}>
      <tbody>
        {items.map((item) => {
          const total = series.find((entry) => entry.id === item.seriesId)?.data.reduce((sum, value) => sum + value, 0);
          return (
            <tr key={item.seriesId}>
              <td>
                <Box sx={{width: 12, height: 12, borderRadius: '2px', bgcolor: item.color}} />
              </td>
              <td>{item.label}</td>
              <Box component="td" sx={{textAlign: 'right', fontWeight: 700}}>
                {total}
              </Box>
            </tr>
          );
        })}
      </tbody>
    </Box>
  );
}

export default function LegendUseLegend() {
  return (
    <ChartsDataProvider height={260} xAxis={[{scaleType: 'band', data: months}]} series={series}>
      <Box sx={{display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap'}}>
        <Box sx={{flex: '1 1 320px', minWidth: 0}}>
          <ChartsSurface>
            <BarPlot />
            <ChartsXAxis />
            <ChartsYAxis />
          </ChartsSurface>
        </Box>
        <div>
          <Typography variant="subtitle2">Revenue, January to April</Typography>
          <LegendTable />
        </div>
      </Box>
    </ChartsDataProvider>
  );
}
