import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
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

type ServerLoad = {id: string; server: string; cpu: number; memory: number};

const initialLoad: ServerLoad[] = ['eu-west-1', 'eu-west-2', 'us-east-1', 'us-east-2', 'ap-south-1', 'ap-east-1'].map(
  (server, index) => ({id: server, server, cpu: 30 + index * 8, memory: 45 + ((index * 13) % 30)}),
);

// A small deterministic generator: the same "measurements" on every visit.
function createNoise(seed: number) {
  let state = seed;
  return () => {
    state = (state * 16807) % 2147483647;
    return state / 2147483647 - 0.5;
  };
}

const clamp = (value: number) => Math.max(2, Math.min(98, Math.round(value)));

const columns: GridColDef<ServerLoad>[] = [
  {field: 'server', headerName: 'Server', width: 130},
  {field: 'cpu', headerName: 'CPU (%)', type: 'number', width: 110},
  {field: 'memory', headerName: 'Memory (%)', type: 'number', width: 120},
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

export default function ChartsIntegrationLiveData() {
  const [rows, setRows] = React.useState(initialLoad);
  const [live, setLive] = React.useState(true);

  React.useEffect(() => {
    if (!live) {
      return undefined;
    }
    const noise = createNoise(42);
    // New measurements every 1.5 s: the grid updates, and the chart follows the grid.
    const timer = setInterval(() => {
      setRows((previous) =>
        previous.map((row) => ({...row, cpu: clamp(row.cpu + noise() * 20), memory: clamp(row.memory + noise() * 8)})),
      );
    }, 1500);
    return () => clearInterval(timer);
  }, [live]);

  return (
    <GridChartsIntegrationContextProvider>
      <FormControlLabel
        control={<Switch checked={live} onChange={(event) => setLive(event.target.checked)} />}
        label="Live updates"
      />
      <Box sx={{height: 300, width: '100%'}}>
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
            sorting: {sortModel: [{field: 'cpu', sort: 'desc'}]},
            chartsIntegration: {
              activeChartId: 'load',
              charts: {load: {chartType: 'column', dimensions: ['server'], values: ['cpu', 'memory']}},
            },
          }}
        />
      </Box>
      <GridChartsRendererProxy id="load" label="Server load" renderer={GridChart} />
    </GridChartsIntegrationContextProvider>
  );
}
