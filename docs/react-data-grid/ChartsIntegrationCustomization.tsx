import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import BarChartIcon from '@mui/icons-material/BarChart';
import {BarChart} from '@mui/x-charts/BarChart';
import {
  DataGridPremium,
  GridChartsIntegrationContextProvider,
  GridChartsPanel,
  GridChartsRendererProxy,
  type GridChartsPanelProps,
  type GridChartsRendererProxyProps,
  type GridChartsRendererProxyRendererCallback,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import {PRODUCTS} from '@site/src/demo-data/orders';

type ChartsSchema = NonNullable<GridChartsPanelProps['schema']>;
type RendererProps = React.ComponentProps<GridChartsRendererProxyProps['renderer']>;

type PriceRow = {id: number; product: string; unitPrice: number; cost: number};

const rows: PriceRow[] = PRODUCTS.slice(0, 8).map((product, index) => ({
  id: index + 1,
  product: product.name,
  unitPrice: product.unitPrice,
  cost: Math.round(product.unitPrice * (0.55 + (index % 3) * 0.08)),
}));

const columns: GridColDef<PriceRow>[] = [
  {field: 'product', headerName: 'Product', width: 190},
  {field: 'unitPrice', headerName: 'Price ($)', type: 'number', width: 110},
  {field: 'cost', headerName: 'Cost ($)', type: 'number', width: 110},
  // Not offered in the Fields tab of the charts panel
  {field: 'id', headerName: 'ID', width: 70, chartable: false},
];

// A single chart type, with a layout choice and a stacking switch that only makes sense for 2+ series.
const chartsSchema: ChartsSchema = {
  bars: {
    label: 'Bars',
    icon: BarChartIcon,
    maxDimensions: 1,
    dimensionsLabel: 'Products',
    valuesLabel: 'Amounts',
    customization: [
      {
        id: 'display',
        label: 'Display',
        controls: {
          layout: {
            label: 'Orientation',
            type: 'select',
            default: 'vertical',
            options: [
              {content: 'Vertical bars', value: 'vertical'},
              {content: 'Horizontal bars', value: 'horizontal'},
            ],
          },
          stacked: {
            label: 'Stack the amounts',
            type: 'boolean',
            default: false,
            isDisabled: ({values}) => values.length < 2,
          },
        },
      },
    ],
  },
};

// The renderer builds the chart's props and lets `onRender` adjust them before rendering.
function BarsRenderer({chartType, dimensions, values, configuration, onRender}: RendererProps) {
  if (dimensions.length === 0 || values.length === 0) {
    return (
      <Typography color="text.secondary" sx={{p: 2}}>
        Pick a product field and at least one amount in the Charts panel.
      </Typography>
    );
  }
  const horizontal = configuration.layout === 'horizontal';
  const bandAxis = [{scaleType: 'band' as const, data: dimensions[0].data.map(String)}];
  const props = {
    height: 320,
    layout: horizontal ? ('horizontal' as const) : ('vertical' as const),
    xAxis: horizontal ? undefined : bandAxis,
    yAxis: horizontal ? [{...bandAxis[0], width: 140}] : [{width: 64}],
    series: values.map((value) => ({
      id: value.id,
      label: value.label,
      data: value.data,
      stack: configuration.stacked ? 'total' : undefined,
    })),
  };
  return onRender ? onRender(chartType, props, BarChart) : <BarChart {...props} />;
}

const usd = (value: number | null) => (value == null ? '' : `$${value.toLocaleString('en-US')}`);

// Formats the value axis and the tooltip as dollars, something the panel does not offer.
const formatAmounts: GridChartsRendererProxyRendererCallback = (_type, props, Component) => {
  const horizontal = props.layout === 'horizontal';
  const series = props.series.map((item: object) => ({...item, valueFormatter: usd}));
  return horizontal ? (
    <Component {...props} series={series} xAxis={[{valueFormatter: usd}]} />
  ) : (
    <Component {...props} series={series} yAxis={[{width: 64, valueFormatter: usd}]} />
  );
};

export default function ChartsIntegrationCustomization() {
  return (
    <GridChartsIntegrationContextProvider>
      <Box sx={{height: 320, width: '100%'}}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          chartsIntegration
          experimentalFeatures={{charts: true}}
          slots={{chartsPanel: GridChartsPanel}}
          slotProps={{
            chartsPanel: {
              schema: chartsSchema,
              // Names shown in the panel and used as series labels
              getColumnName: (field) => (field === 'unitPrice' ? 'Selling price' : undefined),
            },
          }}
          showToolbar
          hideFooter
          initialState={{
            chartsIntegration: {
              activeChartId: 'margin',
              charts: {
                margin: {
                  chartType: 'bars',
                  dimensions: ['product'],
                  values: ['unitPrice', 'cost'],
                  configuration: {layout: 'horizontal'},
                },
              },
            },
          }}
        />
      </Box>
      <GridChartsRendererProxy id="margin" label="Price and cost" renderer={BarsRenderer} onRender={formatAmounts} />
    </GridChartsIntegrationContextProvider>
  );
}
