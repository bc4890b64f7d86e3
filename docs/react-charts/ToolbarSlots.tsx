import * as React from 'react';
import IconButton, {type IconButtonProps} from '@mui/material/IconButton';
import Tooltip, {type TooltipProps} from '@mui/material/Tooltip';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import {ChartsDataProviderPro} from '@mui/x-charts-pro/ChartsDataProviderPro';
import {ChartsToolbarPro} from '@mui/x-charts-pro/ChartsToolbarPro';
import {ChartsWrapper} from '@mui/x-charts/ChartsWrapper';
import {ChartsLegend} from '@mui/x-charts/ChartsLegend';
import {ChartsSurface} from '@mui/x-charts/ChartsSurface';
import {ChartsClipPath} from '@mui/x-charts/ChartsClipPath';
import {ChartsAxis} from '@mui/x-charts/ChartsAxis';
import {ChartsTooltip} from '@mui/x-charts/ChartsTooltip';
import {BarPlot} from '@mui/x-charts/BarChart';
import {MONTHS, PRECIPITATION} from '@site/src/demo-data/charts-weather';

// A design system's icon button: square and outlined, in the theme's primary color.
const SquareIconButton = React.forwardRef<HTMLButtonElement, IconButtonProps>(function SquareIconButton(props, ref) {
  return <IconButton ref={ref} color="primary" {...props} sx={{borderRadius: 1, border: 1, borderColor: 'divider'}} />;
});

// Material UI's Tooltip cannot listen to a disabled button (zoom out, when nothing is zoomed):
// the span receives the pointer events instead.
function SpanTooltip({children, ...other}: TooltipProps) {
  return (
    <Tooltip {...other}>
      <span>{children}</span>
    </Tooltip>
  );
}

export default function ToolbarSlots() {
  const clipPathId = React.useId();
  return (
    <ChartsDataProviderPro
      height={300}
      slots={{
        baseIconButton: SquareIconButton,
        baseTooltip: SpanTooltip,
        zoomInIcon: ZoomInIcon,
        zoomOutIcon: ZoomOutIcon,
        exportIcon: FileDownloadOutlinedIcon,
      }}
      xAxis={[{scaleType: 'band', data: MONTHS, zoom: true}]}
      yAxis={[{label: 'mm'}]}
      series={[
        {type: 'bar', data: PRECIPITATION.paris, label: 'Paris'},
        {type: 'bar', data: PRECIPITATION.newYork, label: 'New York'},
      ]}
    >
      <ChartsWrapper legendPosition={{vertical: 'top', horizontal: 'center'}}>
        <ChartsToolbarPro />
        <ChartsLegend />
        <ChartsSurface>
          <g clipPath={`url(#${clipPathId})`}>
            <BarPlot />
          </g>
          <ChartsAxis />
          <ChartsClipPath id={clipPathId} />
        </ChartsSurface>
        <ChartsTooltip />
      </ChartsWrapper>
    </ChartsDataProviderPro>
  );
}
