import * as React from 'react';
import {ThemeProvider, type Theme} from '@mui/material/styles';
import type {ChartsComponents} from '@mui/x-charts/themeAugmentation';
import {BarChart, cheerfulFiestaPalette} from '@mui/x-charts';

// The theme entries of the charts, typed by the augmentation module.
const chartComponents: ChartsComponents<Theme> = {
  MuiBarChart: {defaultProps: {borderRadius: 6, colors: cheerfulFiestaPalette}},
  MuiChartsXAxis: {styleOverrides: {root: {'& .MuiChartsAxis-tickLabel': {fontWeight: 600}}}},
};

// Extends the surrounding theme instead of replacing it, so the colour mode still applies.
const withChartDefaults = (outerTheme: Theme): Theme => ({
  ...outerTheme,
  components: {...outerTheme.components, ...chartComponents},
});

export default function StylingTheme() {
  return (
    <ThemeProvider theme={withChartDefaults}>
      <BarChart
        height={300}
        xAxis={[{scaleType: 'band', data: ['Berlin', 'Madrid', 'Oslo']}]}
        series={[
          {data: [3, 5, 2], label: 'Open positions'},
          {data: [4, 2, 1], label: 'Hires this month'},
        ]}
      />
    </ThemeProvider>
  );
}
