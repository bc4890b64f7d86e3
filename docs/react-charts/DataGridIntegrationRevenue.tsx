import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import BarChartIcon from '@mui/icons-material/BarChart';
import ShowChartIcon from '@mui/icons-material/ShowChart';
import {
  DataGridPremium,
  GridChartsIntegrationContextProvider,
  GridChartsPanel,
  GridChartsRendererProxy,
  type GridChartsRendererProxyProps,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import {BarChart} from '@mui/x-charts/BarChart';
import {LineChart} from '@mui/x-charts/LineChart';
import {ORDERS} from '@site/src/demo-data/orders';

const rows = ORDERS.map((order) => ({
  ...order,
  month: order.date.toLocaleString('en-US', {month: 'short'}),
  revenue: order.quantity * order.unitPrice,
}));

const columns: GridColDef[] = [
  {field: 'category', headerName: 'Category', width: 130},
  {field: 'month', headerName: 'Month', width: 90},
  {field: 'product', headerName: 'Product', width: 180},
  {field: 'quantity', headerName: 'Quantity', type: 'number', width: 100},
  {
    field: 'revenue',
    headerName: 'Revenue',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => `$${value.toLocaleString('en-US')}`,
  },
];

// The chart types offered in the panel, each with the options the renderer understands.
const schema = {
  column: {
    label: 'Column',
    icon: BarChartIcon,
    dimensionsLabel: 'Categories',
    valuesLabel: 'Series',
    maxDimensions: 1,
    customization: [
      {
        id: 'chart',
        label: 'Chart',
        controls: {
          stacked: {label: 'Stacked', type: 'boolean' as const, default: false},
          grid: {label: 'Horizontal grid lines', type: 'boolean' as const, default: true},
        },
      },
    ],
  },
  line: {
    label: 'Line',
    icon: ShowChartIcon,
    dimensionsLabel: 'X-axis',
    valuesLabel: 'Series',
    maxDimensions: 1,
    customization: [
      {
        id: 'chart',
        label: 'Chart',
        controls: {
          area: {label: 'Fill the area', type: 'boolean' as const, default: false},
        },
      },
    ],
  },
};

const compact = new Intl.NumberFormat('en-US', {notation: 'compact'});
const yAxis = [{width: 50, valueFormatter: (value: number) => compact.format(value)}];

type RendererProps = React.ComponentProps<GridChartsRendererProxyProps['renderer']>;

// Our own renderer: it turns what the grid sends (dimensions, values, type, options) into a chart.
function CommunityChartRenderer({dimensions, values, chartType, configuration}: RendererProps) {
  const category = dimensions[0];
  if (!category || values.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{p: 2}}>
        Open the charts panel from the toolbar and add a category and a value.
      </Typography>
    );
  }
  const xAxis = [{scaleType: 'band' as const, data: category.data.map(String), label: category.label}];
  if (chartType === 'line') {
    return (
      <LineChart
        height={280}
        xAxis={[{...xAxis[0], scaleType: 'point'}]}
        yAxis={yAxis}
        series={values.map((value) => ({data: value.data, label: value.label, area: Boolean(configuration.area)}))}
      />
    );
  }
  return (
    <BarChart
      height={280}
      xAxis={xAxis}
      yAxis={yAxis}
      grid={{horizontal: Boolean(configuration.grid)}}
      series={values.map((value) => ({
        data: value.data,
        label: value.label,
        stack: configuration.stacked ? 'total' : undefined,
      }))}
    />
  );
}

export default function DataGridIntegrationRevenue() {
  return (
    <GridChartsIntegrationContextProvider>
      <Box sx={{height: 360}}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          showToolbar
          chartsIntegration
          experimentalFeatures={{charts: true}}
          slots={{chartsPanel: GridChartsPanel}}
          slotProps={{chartsPanel: {schema}}}
          initialState={{
            rowGrouping: {model: ['category']},
            columns: {columnVisibilityModel: {category: false}},
            aggregation: {model: {quantity: 'sum', revenue: 'sum'}},
            chartsIntegration: {
              activeChartId: 'revenue',
              charts: {revenue: {dimensions: ['category'], values: ['revenue'], chartType: 'column'}},
            },
          }}
        />
      </Box>
      <GridChartsRendererProxy id="revenue" label="Revenue by category" renderer={CommunityChartRenderer} />
    </GridChartsIntegrationContextProvider>
  );
}
