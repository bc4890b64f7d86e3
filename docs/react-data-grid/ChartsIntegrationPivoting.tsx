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
  gridColumnGroupsUnwrappedModelSelector,
  useGridApiRef,
  type GridChartsPanelProps,
  type GridChartsRendererProxyProps,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import {PRODUCE_SALES, type ProduceSale} from '@site/src/demo-data/grid-produce-sales';

const columns: GridColDef<ProduceSale>[] = [
  {field: 'product', headerName: 'Product', width: 110},
  {field: 'size', headerName: 'Size', width: 90},
  {field: 'region', headerName: 'Region', width: 100},
  {field: 'quarter', headerName: 'Quarter', width: 100},
  {field: 'sales', headerName: 'Sales ($)', type: 'number', width: 110},
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

export default function ChartsIntegrationPivoting() {
  const apiRef = useGridApiRef();

  React.useEffect(() => {
    const api = apiRef.current;
    if (!api) {
      return undefined;
    }
    // Pivot columns only exist once the pivot has been computed: chart them when the columns change.
    return api.subscribeEvent('columnsChange', () => {
      const pivotFields = Object.keys(gridColumnGroupsUnwrappedModelSelector(apiRef));
      if (pivotFields.length > 0) {
        api.updateChartValuesData(
          'pivot',
          pivotFields.map((field) => ({field})),
        );
      }
    });
  }, [apiRef]);

  return (
    <GridChartsIntegrationContextProvider>
      <Box sx={{height: 320, width: '100%'}}>
        <DataGridPremium
          apiRef={apiRef}
          rows={PRODUCE_SALES}
          columns={columns}
          chartsIntegration
          experimentalFeatures={{charts: true}}
          slots={{chartsPanel: GridChartsPanel}}
          slotProps={{chartsPanel: {schema: chartsSchema}}}
          showToolbar
          pivotingColDef={{width: 120}}
          initialState={{
            pivoting: {
              enabled: true,
              model: {
                rows: [{field: 'region'}],
                columns: [{field: 'product', sort: 'asc'}],
                values: [{field: 'sales', aggFunc: 'sum'}],
              },
            },
            chartsIntegration: {
              activeChartId: 'pivot',
              charts: {pivot: {chartType: 'column', dimensions: ['region']}},
            },
          }}
        />
      </Box>
      <GridChartsRendererProxy id="pivot" label="Sales by region and product" renderer={GridChart} />
    </GridChartsIntegrationContextProvider>
  );
}
