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
  type GridDataSource,
  type GridGetRowsParams,
  type GridGetRowsResponse,
} from '@mui/x-data-grid-premium';

type MonthlyRegion = {id: number; month: string; north: number; south: number; coast: number};

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// The fake server's table: deliveries per month and region.
const table: MonthlyRegion[] = MONTHS.map((month, index) => ({
  id: index + 1,
  month,
  north: 120 + ((index * 37) % 90),
  south: 150 + ((index * 53) % 70),
  coast: 90 + ((index * 29) % 110),
}));

// Sorts and pages on the "server", answering after 400 ms.
function getRows(params: GridGetRowsParams): Promise<GridGetRowsResponse> {
  const [sort] = params.sortModel;
  let rows = table;
  if (sort) {
    const field = sort.field as keyof MonthlyRegion;
    const direction = sort.sort === 'desc' ? -1 : 1;
    rows = [...table].sort((a, b) => (a[field] > b[field] ? direction : a[field] < b[field] ? -direction : 0));
  }
  const start = Number(params.start);
  return new Promise((resolve) => {
    setTimeout(() => resolve({rows: rows.slice(start, params.end + 1), rowCount: rows.length}), 400);
  });
}

const dataSource: GridDataSource = {getRows};

const columns: GridColDef<MonthlyRegion>[] = [
  {field: 'month', headerName: 'Month', width: 100, sortable: false},
  {field: 'north', headerName: 'North', type: 'number', width: 110},
  {field: 'south', headerName: 'South', type: 'number', width: 110},
  {field: 'coast', headerName: 'Coast', type: 'number', width: 110},
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

export default function ChartsIntegrationDataSource() {
  return (
    <GridChartsIntegrationContextProvider>
      <Box sx={{height: 360, width: '100%'}}>
        <DataGridPremium
          columns={columns}
          dataSource={dataSource}
          chartsIntegration
          experimentalFeatures={{charts: true}}
          slots={{chartsPanel: GridChartsPanel}}
          slotProps={{chartsPanel: {schema: chartsSchema}}}
          showToolbar
          disableColumnFilter
          pagination
          pageSizeOptions={[6, 12]}
          initialState={{
            pagination: {paginationModel: {page: 0, pageSize: 6}},
            chartsIntegration: {
              activeChartId: 'deliveries',
              charts: {deliveries: {chartType: 'line', dimensions: ['month'], values: ['north', 'south', 'coast']}},
            },
          }}
        />
      </Box>
      <GridChartsRendererProxy id="deliveries" label="Deliveries" renderer={GridChart} />
    </GridChartsIntegrationContextProvider>
  );
}
