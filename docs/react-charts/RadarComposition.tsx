import * as React from 'react';
import Box from '@mui/material/Box';
import {
  ChartsLegend,
  ChartsSurface,
  ChartsTooltip,
  RadarAxis,
  RadarAxisHighlight,
  RadarDataProvider,
  RadarGrid,
  RadarMetricLabels,
  RadarSeriesArea,
  RadarSeriesMarks,
} from '@mui/x-charts';

const metrics = ['Durability', 'Weight', 'Grip', 'Cushioning', 'Breathability'];

export default function RadarComposition() {
  return (
    <RadarDataProvider
      height={320}
      radar={{max: 10, metrics}}
      series={[
        {id: 'trail', data: [9, 5, 9, 6, 5], label: 'Trail shoe', fillArea: true},
        {id: 'road', data: [6, 8, 6, 8, 9], label: 'Road shoe', fillArea: true},
      ]}
    >
      <Box sx={{display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap'}}>
        <Box sx={{flex: '1 1 320px'}}>
          <ChartsSurface>
            <RadarGrid divisions={5} stripeColor={null} />
            <RadarMetricLabels />
            {/* A scale along the first metric, which the single component does not draw. */}
            <RadarAxis metric="Durability" divisions={5} />
            <RadarSeriesArea />
            <RadarAxisHighlight />
            <RadarSeriesMarks />
          </ChartsSurface>
        </Box>
        <ChartsLegend direction="vertical" />
      </Box>
      <ChartsTooltip />
    </RadarDataProvider>
  );
}
