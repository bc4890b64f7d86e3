import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InsertChartIcon from '@mui/icons-material/InsertChart';
import Typography from '@mui/material/Typography';
import BarChartIcon from '@mui/icons-material/BarChart';
import ShowChartIcon from '@mui/icons-material/ShowChart';
import PieChartIcon from '@mui/icons-material/PieChart';
import {BarChart} from '@mui/x-charts/BarChart';
import {LineChart} from '@mui/x-charts/LineChart';
import {PieChart} from '@mui/x-charts/PieChart';
import {
  ChartsPanelTrigger,
  DataGridPremium,
  GridChartsIntegrationContextProvider,
  GridChartsPanel,
  GridChartsRendererProxy,
  Toolbar,
  type GridChartsPanelProps,
  type GridChartsRendererProxyProps,
  type GridColDef,
} from '@mui/x-data-grid-premium';

type MonthlyVisits = {id: number; month: string; web: number; mobile: number};

const rows: MonthlyVisits[] = [
  {id: 1, month: 'Jan', web: 4200, mobile: 3100},
  {id: 2, month: 'Feb', web: 3900, mobile: 3400},
  {id: 3, month: 'Mar', web: 4600, mobile: 3900},
  {id: 4, month: 'Apr', web: 4400, mobile: 4300},
  {id: 5, month: 'May', web: 5100, mobile: 4800},
  {id: 6, month: 'Jun', web: 4800, mobile: 5200},
];

const columns: GridColDef<MonthlyVisits>[] = [
  {field: 'month', headerName: 'Month', width: 110},
  {field: 'web', headerName: 'Web visits', type: 'number', width: 130},
  {field: 'mobile', headerName: 'Mobile visits', type: 'number', width: 140},
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

function ChartsToolbar() {
  return (
    <Toolbar>
      <ChartsPanelTrigger
        render={(props) => (
          <Button {...props} size="small" startIcon={<InsertChartIcon />}>
            Configure chart
          </Button>
        )}
      />
    </Toolbar>
  );
}

export default function ChartsPanelTriggerDemo() {
  return (
    <GridChartsIntegrationContextProvider>
      <Box sx={{height: 340, width: '100%'}}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          chartsIntegration
          experimentalFeatures={{charts: true}}
          slots={{toolbar: ChartsToolbar, chartsPanel: GridChartsPanel}}
          slotProps={{chartsPanel: {schema: chartsSchema}}}
          showToolbar
          initialState={{
            chartsIntegration: {
              activeChartId: 'visits',
              charts: {visits: {chartType: 'line', dimensions: ['month'], values: ['web', 'mobile']}},
            },
          }}
        />
      </Box>
      <GridChartsRendererProxy id="visits" label="Visits" renderer={GridChart} />
    </GridChartsIntegrationContextProvider>
  );
}
