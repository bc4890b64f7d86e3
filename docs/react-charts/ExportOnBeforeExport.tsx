import * as React from 'react';
import {LineChartPro} from '@mui/x-charts-pro/LineChartPro';
import {defaultOnBeforeExport} from '@mui/x-charts-pro/models';
import {CITY_NAMES, MONTHS, TEMPERATURES} from '@site/src/demo-data/charts-weather';

// Runs on the copy of the chart in the export iframe, never on the page itself.
function addTitleAndSource(iframe: HTMLIFrameElement) {
  defaultOnBeforeExport(iframe); // keeps the default behavior: the toolbar is removed
  const doc = iframe.contentDocument!;
  const chart = doc.body.firstElementChild;

  const title = doc.createElement('h2');
  title.textContent = 'Mean monthly temperature, °C';
  title.style.cssText = 'font: 600 18px sans-serif; margin: 8px 16px;';

  const source = doc.createElement('p');
  source.textContent = 'Source: long-term climate normals, rounded.';
  source.style.cssText = 'font: 12px sans-serif; color: #666; margin: 4px 16px 8px;';

  doc.body.insertBefore(title, chart);
  doc.body.appendChild(source);
}

const exportOptions = {fileName: 'temperatures', onBeforeExport: addTitleAndSource};

export default function ExportOnBeforeExport() {
  return (
    <LineChartPro
      showToolbar
      height={300}
      slotProps={{toolbar: {printOptions: exportOptions, imageExportOptions: [{type: 'image/png', ...exportOptions}]}}}
      xAxis={[{scaleType: 'point', data: MONTHS}]}
      series={(['london', 'newYork', 'sydney'] as const).map((city) => ({
        data: TEMPERATURES[city],
        label: CITY_NAMES[city],
        valueFormatter: (value: number | null) => `${value} °C`,
      }))}
    />
  );
}
