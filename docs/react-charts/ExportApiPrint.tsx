import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import PrintIcon from '@mui/icons-material/Print';
import {PieChartPro} from '@mui/x-charts-pro/PieChartPro';
import {useChartProApiRef} from '@mui/x-charts-pro/hooks';
import {GENERATION, SOURCES} from '@site/src/demo-data/charts-energy';

// The 2024 mix, the last value of each source.
const mix = SOURCES.map((source) => ({
  id: source.id,
  label: source.label,
  value: GENERATION[source.id][GENERATION[source.id].length - 1],
  color: source.color,
})).filter((slice) => slice.value > 0);

export default function ExportApiPrint() {
  const apiRef = useChartProApiRef<'pie'>();
  return (
    <Stack spacing={1} sx={{alignItems: 'flex-start'}}>
      <Button
        variant="outlined"
        startIcon={<PrintIcon />}
        onClick={() => apiRef.current?.exportAsPrint({fileName: 'generation-mix-2024'})}
      >
        Print or save as PDF
      </Button>
      <PieChartPro
        apiRef={apiRef}
        height={260}
        series={[{data: mix, innerRadius: 60, paddingAngle: 1, valueFormatter: ({value}) => `${value} TWh`}]}
      />
    </Stack>
  );
}
