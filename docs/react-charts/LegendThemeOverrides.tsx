import * as React from 'react';
import Stack from '@mui/material/Stack';
import {createTheme, ThemeProvider, useTheme} from '@mui/material/styles';
import {BarChart, PieChart, legendClasses} from '@mui/x-charts';
import type {} from '@mui/x-charts/themeAugmentation';

export default function LegendThemeOverrides() {
  const outerTheme = useTheme();
  // Every legend under this theme gets uppercase, bold labels and wider gaps.
  const theme = React.useMemo(
    () =>
      createTheme(outerTheme, {
        components: {
          MuiChartsLegend: {
            styleOverrides: {
              root: {
                gap: 12,
                [`& .${legendClasses.label}`]: {fontWeight: 700, textTransform: 'uppercase', letterSpacing: 0.5},
              },
            },
          },
        },
      }),
    [outerTheme],
  );

  return (
    <ThemeProvider theme={theme}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2}>
        <BarChart
          height={240}
          xAxis={[{scaleType: 'band', data: ['Q1', 'Q2', 'Q3']}]}
          series={[
            {data: [14, 19, 23], label: 'Online'},
            {data: [22, 20, 18], label: 'In store'},
          ]}
        />
        <PieChart
          height={240}
          series={[
            {
              data: [
                {id: 0, value: 61, label: 'Card'},
                {id: 1, value: 27, label: 'Wallet'},
                {id: 2, value: 12, label: 'Cash'},
              ],
            },
          ]}
        />
      </Stack>
    </ThemeProvider>
  );
}
