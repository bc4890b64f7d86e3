import * as React from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import {ScatterChartPro} from '@mui/x-charts-pro/ScatterChartPro';
import {useChartProApiRef} from '@mui/x-charts-pro/hooks';
import {PRECIPITATION, TEMPERATURES} from '@site/src/demo-data/charts-weather';

const points = TEMPERATURES.paris.map((temperature, index) => ({
  id: index,
  x: temperature,
  y: PRECIPITATION.paris[index],
}));

export default function ExportApiImage() {
  const apiRef = useChartProApiRef<'scatter'>();
  const [type, setType] = React.useState('image/png');
  const [quality, setQuality] = React.useState(0.9);

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{alignItems: 'center', flexWrap: 'wrap'}}>
        <TextField select size="small" label="Format" value={type} onChange={(event) => setType(event.target.value)}>
          <MenuItem value="image/png">PNG</MenuItem>
          <MenuItem value="image/jpeg">JPEG</MenuItem>
          <MenuItem value="image/webp">WebP</MenuItem>
        </TextField>
        <Stack sx={{width: 180}}>
          <Typography variant="caption" id="export-quality-label">
            Quality: {quality} {type === 'image/png' ? '(ignored for PNG)' : ''}
          </Typography>
          <Slider
            size="small"
            min={0.1}
            max={1}
            step={0.1}
            value={quality}
            disabled={type === 'image/png'}
            onChange={(_, value) => setQuality(value as number)}
            aria-labelledby="export-quality-label"
          />
        </Stack>
        <Button
          variant="contained"
          startIcon={<DownloadIcon />}
          onClick={() => apiRef.current?.exportAsImage({type, quality, fileName: 'paris-climate'})}
        >
          Download
        </Button>
      </Stack>
      <ScatterChartPro
        apiRef={apiRef}
        height={280}
        xAxis={[{label: 'Mean temperature (°C)'}]}
        yAxis={[{label: 'Precipitation (mm)'}]}
        series={[{data: points, label: 'Paris, one point per month', color: '#5c6bc0'}]}
      />
    </Stack>
  );
}
