import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import BarChartIcon from '@mui/icons-material/BarChart';
import ShowChartIcon from '@mui/icons-material/ShowChart';
import PieChartIcon from '@mui/icons-material/PieChart';
import {BarChart} from '@mui/x-charts/BarChart';
import {LineChart} from '@mui/x-charts/LineChart';
import {PieChart} from '@mui/x-charts/PieChart';
import {
  DataGridPremium,
  GridChartsIntegrationContextProvider,
  GridChartsPanel,
  GridChartsRendererProxy,
  type GridChartsPanelProps,
  type GridChartsRendererProxyProps,
  type GridColDef,
} from '@mui/x-data-grid-premium';

type QuarterSales = {id: number; quarter: string; online: number; retail: number; wholesale: number};

const rows: QuarterSales[] = [
  {id: 1, quarter: 'Q1 2024', online: 182000, retail: 240000, wholesale: 96000},
  {id: 2, quarter: 'Q2 2024', online: 205000, retail: 228000, wholesale: 104000},
  {id: 3, quarter: 'Q3 2024', online: 231000, retail: 219000, wholesale: 99000},
  {id: 4, quarter: 'Q4 2024', online: 298000, retail: 276000, wholesale: 121000},
];

const columns: GridColDef<QuarterSales>[] = [
  {field: 'quarter', headerName: 'Quarter', width: 120},
  {field: 'online', headerName: 'Online ($)', type: 'number', width: 130},
  {field: 'retail', headerName: 'Retail ($)', type: 'number', width: 130},
  {field: 'wholesale', headerName: 'Wholesale ($)', type: 'number', width: 140},
];

type ChartsSchema = NonNullable<GridChartsPanelProps['schema']>;
type RendererProps = React.ComponentProps<GridChartsRendererProxyProps['renderer']>;

// The chart types offered in the Charts panel, with the options of its Customize tab.
const chartsSchema: ChartsSchema = {
  column: {
    label: 'Column',
    icon: BarChartIcon,
    customization: [
      {
        id: 'layout',
        label: 'Layout',
        controls: {
          stacked: {label: 'Stack series', type: 'boolean', default: false},
          height: {label: 'Height (px)', type: 'number', default: 280},
        },
      },
    ],
  },
  line: {
    label: 'Line',
    icon: ShowChartIcon,
    customization: [
      {
        id: 'layout',
        label: 'Layout',
        controls: {
          area: {label: 'Fill the area', type: 'boolean', default: false},
          height: {label: 'Height (px)', type: 'number', default: 280},
        },
      },
    ],
  },
  pie: {
    label: 'Pie',
    icon: PieChartIcon,
    maxDimensions: 1,
    maxValues: 1,
    customization: [
      {
        id: 'layout',
        label: 'Layout',
        controls: {
          innerRadius: {label: 'Hole radius (px)', type: 'number', default: 0},
          height: {label: 'Height (px)', type: 'number', default: 280},
        },
      },
    ],
  },
};

// Turns the data the grid computed (dimensions and values) into a chart of @mui/x-charts.
function GridChart({chartType, dimensions, values, configuration}: RendererProps) {
  if (dimensions.length === 0 || values.length === 0) {
    return (
      <Typography color="text.secondary" sx={{p: 2}}>
        Pick at least one category and one series in the Charts panel.
      </Typography>
    );
  }
  const height = Number(configuration.height ?? 280);
  // With several dimensions, each point is labelled by the combination of their values.
  const categories = dimensions[0].data.map((_, index) =>
    dimensions.map((d) => String(d.data[index] ?? '')).join(' · '),
  );
  if (chartType === 'pie') {
    const data = categories.map((label, index) => ({id: index, label, value: values[0].data[index] ?? 0}));
    return <PieChart height={height} series={[{data, innerRadius: Number(configuration.innerRadius ?? 0)}]} />;
  }
  if (chartType === 'line') {
    const area = Boolean(configuration.area);
    return (
      <LineChart
        height={height}
        xAxis={[{scaleType: 'point', data: categories}]}
        yAxis={[{width: 64}]}
        series={values.map((value) => ({id: value.id, label: value.label, data: value.data, area}))}
      />
    );
  }
  const stack = configuration.stacked ? 'total' : undefined;
  return (
    <BarChart
      height={height}
      xAxis={[{scaleType: 'band', data: categories}]}
      yAxis={[{width: 64}]}
      series={values.map((value) => ({id: value.id, label: value.label, data: value.data, stack}))}
    />
  );
}

export default function ChartsIntegrationBasic() {
  return (
    // The provider holds the chart state shared by the grid and the chart.
    <GridChartsIntegrationContextProvider>
      <Box sx={{height: 320, width: '100%'}}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          chartsIntegration
          experimentalFeatures={{charts: true}}
          slots={{chartsPanel: GridChartsPanel}}
          slotProps={{chartsPanel: {schema: chartsSchema}}}
          showToolbar
          hideFooter
          initialState={{
            chartsIntegration: {
              activeChartId: 'sales',
              charts: {sales: {chartType: 'column', dimensions: ['quarter'], values: ['online', 'retail']}},
            },
          }}
        />
      </Box>
      <GridChartsRendererProxy id="sales" label="Sales by channel" renderer={GridChart} />
    </GridChartsIntegrationContextProvider>
  );
}
