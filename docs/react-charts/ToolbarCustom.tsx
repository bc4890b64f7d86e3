import * as React from 'react';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import ImageIcon from '@mui/icons-material/Image';
import {Toolbar, ToolbarButton} from '@mui/x-charts/Toolbar';
import {ScatterChartPro} from '@mui/x-charts-pro/ScatterChartPro';
import type {ZoomData} from '@mui/x-charts-pro/models';
import {
  ChartsToolbarImageExportTrigger,
  ChartsToolbarZoomInTrigger,
  ChartsToolbarZoomOutTrigger,
} from '@mui/x-charts-pro/ChartsToolbarPro';

// Delivery time against distance for 60 parcels, from a fixed formula so every render is identical.
const parcels = Array.from({length: 60}, (_, index) => {
  const distance = 5 + ((index * 37) % 300);
  const hours = Math.round((4 + distance / 12 + ((index * 13) % 9)) * 10) / 10;
  return {id: index, x: distance, y: hours};
});

// The toolbar slot receives no custom props: the reset action reaches it through a context.
const ResetZoomContext = React.createContext<() => void>(() => {});

function DeliveryToolbar() {
  const onReset = React.useContext(ResetZoomContext);
  return (
    <Toolbar>
      <Typography variant="subtitle2" sx={{flex: 1, px: 1}}>
        Delivery time by distance
      </Typography>
      <ChartsToolbarZoomInTrigger render={<ToolbarButton aria-label="Zoom in" />}>
        <ZoomInIcon fontSize="small" />
      </ChartsToolbarZoomInTrigger>
      <ChartsToolbarZoomOutTrigger render={<ToolbarButton aria-label="Zoom out" />}>
        <ZoomOutIcon fontSize="small" />
      </ChartsToolbarZoomOutTrigger>
      <ToolbarButton aria-label="Reset zoom" onClick={onReset}>
        <RestartAltIcon fontSize="small" />
      </ToolbarButton>
      <Divider orientation="vertical" flexItem sx={{mx: 0.5}} />
      <ChartsToolbarImageExportTrigger
        options={{type: 'image/png', fileName: 'delivery-times'}}
        render={(props) => <Button {...props} size="small" startIcon={<ImageIcon />} />}
      >
        PNG
      </ChartsToolbarImageExportTrigger>
    </Toolbar>
  );
}

const fullRange: ZoomData[] = [
  {axisId: 'distance', start: 0, end: 100},
  {axisId: 'hours', start: 0, end: 100},
];

export default function ToolbarCustom() {
  const [zoom, setZoom] = React.useState<ZoomData[]>(fullRange);
  const reset = React.useCallback(() => setZoom(fullRange), []);
  return (
    <ResetZoomContext.Provider value={reset}>
      <ScatterChartPro
        showToolbar
        height={340}
        zoomData={zoom}
        onZoomChange={setZoom}
        slots={{toolbar: DeliveryToolbar}}
        xAxis={[{id: 'distance', label: 'Distance (km)', zoom: true}]}
        yAxis={[{id: 'hours', label: 'Hours', zoom: true}]}
        series={[{data: parcels, label: 'Parcels', valueFormatter: (p) => p && `${p.x} km in ${p.y} h`}]}
      />
    </ResetZoomContext.Provider>
  );
}
