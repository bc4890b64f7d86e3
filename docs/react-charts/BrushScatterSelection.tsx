import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {ScatterChart, type ScatterSeries} from '@mui/x-charts/ScatterChart';
import {ChartsBrushOverlay} from '@mui/x-charts/ChartsBrushOverlay';
import {useBrush, useXScale, useYScale} from '@mui/x-charts/hooks';
import {PRODUCTS} from '@site/src/demo-data/orders';

// Price against units sold in a quarter: cheaper products sell more (fixed, illustrative figures).
const points = PRODUCTS.map((product, index) => ({
  id: product.name,
  x: product.unitPrice,
  y: Math.round(60000 / (product.unitPrice + 120)) + ((index * 17) % 40),
}));

type Point = (typeof points)[number];

// The brush is cleared when the pointer is released, so the selection is copied to React state
// while it changes, and the last one stays visible.
function SelectionTracker({onSelect}: {onSelect: (selected: Point[]) => void}) {
  const brush = useBrush();
  const xScale = useXScale<'linear'>();
  const yScale = useYScale<'linear'>();
  const lastSelection = React.useRef('');

  React.useEffect(() => {
    if (!brush) {
      return;
    }
    const [minPrice, maxPrice] = [xScale.invert(brush.start.x), xScale.invert(brush.current.x)].sort((a, b) => a - b);
    const [minUnits, maxUnits] = [yScale.invert(brush.start.y), yScale.invert(brush.current.y)].sort((a, b) => a - b);
    const selected = points.filter((p) => p.x >= minPrice && p.x <= maxPrice && p.y >= minUnits && p.y <= maxUnits);
    // Only report real changes: a new array on every pointer move would re-render the page for nothing.
    const key = selected.map((p) => p.id).join('|');
    if (key !== lastSelection.current) {
      lastSelection.current = key;
      onSelect(selected);
    }
  }, [brush, xScale, yScale, onSelect]);

  return null;
}

// Defined once, outside the component, so the chart's scales keep their identity between renders.
const xAxis = [{label: 'Unit price ($)', min: 0}];
const yAxis = [{label: 'Units sold', min: 0}];
const series: ScatterSeries[] = [
  {data: points, label: 'Products', valueFormatter: (p) => p && `${p.id}: $${p.x}, ${p.y} units`},
];

export default function BrushScatterSelection() {
  const [selected, setSelected] = React.useState<Point[]>([]);
  return (
    <Stack spacing={1}>
      <ScatterChart height={300} brushConfig={{enabled: true}} xAxis={xAxis} yAxis={yAxis} series={series}>
        <ChartsBrushOverlay />
        <SelectionTracker onSelect={setSelected} />
      </ScatterChart>
      <Box sx={{px: 2}}>
        <Typography variant="body2" sx={{mb: 1}}>
          {selected.length === 0
            ? 'Drag a rectangle over the points to select products.'
            : `${selected.length} product(s) selected:`}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{flexWrap: 'wrap'}}>
          {selected.map((point) => (
            <Chip key={point.id} size="small" label={`${point.id} ($${point.x})`} />
          ))}
        </Stack>
      </Box>
    </Stack>
  );
}
