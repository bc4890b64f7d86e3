import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {ChartsDataProviderPro} from '@mui/x-charts-pro/ChartsDataProviderPro';
import {ChartsToolbarPro} from '@mui/x-charts-pro/ChartsToolbarPro';
import {ChartsLegend} from '@mui/x-charts/ChartsLegend';
import {ChartsSurface} from '@mui/x-charts/ChartsSurface';
import {ChartsAxis} from '@mui/x-charts/ChartsAxis';
import {ChartsTooltip} from '@mui/x-charts/ChartsTooltip';
import {AreaPlot, LinePlot} from '@mui/x-charts/LineChart';
import {useChartRootRef} from '@mui/x-charts/hooks';
import {GENERATION, YEARS} from '@site/src/demo-data/charts-energy';

const renewable = YEARS.map((_, index) =>
  (['hydro', 'wind', 'solar', 'biomass'] as const).reduce((sum, source) => sum + GENERATION[source][index], 0),
);

// Our own root element instead of ChartsWrapper: registering it as the chart root makes the
// export copy this whole card, title and footnote included.
function ExportCard({children}: {children: React.ReactNode}) {
  const rootRef = useChartRootRef();
  return (
    <Box ref={rootRef} sx={{border: 1, borderColor: 'divider', borderRadius: 1, p: 2}}>
      {children}
    </Box>
  );
}

export default function ExportComposition() {
  return (
    <ChartsDataProviderPro
      height={240}
      xAxis={[{scaleType: 'point', data: YEARS, valueFormatter: (year: number) => String(year)}]}
      yAxis={[{label: 'TWh', min: 0}]}
      series={[{type: 'line', data: renewable, label: 'Renewable generation', area: true, color: '#43a047'}]}
    >
      <ExportCard>
        <Box sx={{display: 'flex', alignItems: 'center', justifyContent: 'space-between'}}>
          <Typography variant="h6">Renewables, 2015 to 2024</Typography>
          <ChartsToolbarPro />
        </Box>
        <ChartsLegend />
        <ChartsSurface>
          <AreaPlot />
          <LinePlot />
          <ChartsAxis />
        </ChartsSurface>
        <Typography variant="caption" color="text.secondary">
          Hydro, wind, solar and biomass combined.
        </Typography>
        <ChartsTooltip />
      </ExportCard>
    </ChartsDataProviderPro>
  );
}
