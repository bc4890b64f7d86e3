import * as React from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import {BarChartPro} from '@mui/x-charts-pro/BarChartPro';
import type {ChartsToolbarImageExportOptions} from '@mui/x-charts-pro/ChartsToolbarPro';
import {GENERATION, YEARS} from '@site/src/demo-data/charts-energy';

const FORMATS = ['image/png', 'image/jpeg', 'image/webp'] as const;
const FILE_NAME = 'electricity-generation-2015-2024';

export default function ExportToolbarFormats() {
  const [print, setPrint] = React.useState(true);
  const [formats, setFormats] = React.useState<string[]>(['image/png', 'image/jpeg']);

  const imageExportOptions: ChartsToolbarImageExportOptions[] = formats.map((type) => ({
    type,
    fileName: FILE_NAME,
    quality: 0.85,
  }));

  const toggleFormat = (type: string) =>
    setFormats((current) => (current.includes(type) ? current.filter((item) => item !== type) : [...current, type]));

  return (
    <Stack spacing={1}>
      <FormGroup row>
        <FormControlLabel
          control={<Checkbox checked={print} onChange={(event) => setPrint(event.target.checked)} />}
          label="Print"
        />
        {FORMATS.map((type) => (
          <FormControlLabel
            key={type}
            control={<Checkbox checked={formats.includes(type)} onChange={() => toggleFormat(type)} />}
            label={type.replace('image/', '').toUpperCase()}
          />
        ))}
      </FormGroup>
      <BarChartPro
        showToolbar
        height={300}
        slotProps={{
          toolbar: {
            printOptions: {disableToolbarButton: !print, fileName: FILE_NAME},
            imageExportOptions,
          },
        }}
        xAxis={[{scaleType: 'band', data: YEARS}]}
        yAxis={[{label: 'TWh'}]}
        series={[
          {data: GENERATION.coal, label: 'Coal', color: '#5d4037', stack: 'fossil'},
          {data: GENERATION.gas, label: 'Natural gas', color: '#f57c00', stack: 'fossil'},
          {data: GENERATION.wind, label: 'Wind', color: '#26a69a', stack: 'renewable'},
          {data: GENERATION.solar, label: 'Solar', color: '#fbc02d', stack: 'renewable'},
        ]}
      />
    </Stack>
  );
}
