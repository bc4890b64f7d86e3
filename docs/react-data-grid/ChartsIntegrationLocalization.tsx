import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import BarChartIcon from '@mui/icons-material/BarChart';
import ShowChartIcon from '@mui/icons-material/ShowChart';
import PieChartIcon from '@mui/icons-material/PieChart';
import {BarChart} from '@mui/x-charts/BarChart';
import {LineChart} from '@mui/x-charts/LineChart';
import {PieChart} from '@mui/x-charts/PieChart';
import {ChartsLocalizationProvider} from '@mui/x-charts/ChartsLocalizationProvider';
import {frFR as chartsFrFR} from '@mui/x-charts/locales';
import {frFR as gridFrFR} from '@mui/x-data-grid-premium/locales';
import {
  DataGridPremium,
  GridChartsIntegrationContextProvider,
  GridChartsPanel,
  GridChartsRendererProxy,
  type GridChartsPanelProps,
  type GridChartsRendererProxyProps,
  type GridColDef,
} from '@mui/x-data-grid-premium';

type Harvest = {id: number; mois: string; pommes: number; poires: number};

const rows: Harvest[] = ['Juillet', 'Août', 'Septembre', 'Octobre', 'Novembre'].map((mois, index) => ({
  id: index + 1,
  mois,
  pommes: 1200 + ((index * 410) % 900),
  poires: 700 + ((index * 260) % 600),
}));

const columns: GridColDef<Harvest>[] = [
  {field: 'mois', headerName: 'Mois', width: 120},
  {field: 'pommes', headerName: 'Pommes (kg)', type: 'number', width: 140},
  {field: 'poires', headerName: 'Poires (kg)', type: 'number', width: 130},
];

// The grid's French texts, charts panel included.
// The French locale of 8.29 leaves the toolbar's charts button untranslated: complete it.
const gridLocaleText = {...gridFrFR.components.MuiDataGrid.defaultProps.localeText, toolbarCharts: 'Graphiques'};
const chartsLocaleText = chartsFrFR.components.MuiChartsLocalizationProvider.defaultProps.localeText;

type ChartsSchema = NonNullable<GridChartsPanelProps['schema']>;
type RendererProps = React.ComponentProps<GridChartsRendererProxyProps['renderer']>;

// The chart types offered in the Charts panel, labelled in French, with the options of its Customize tab.
const chartsSchema: ChartsSchema = {
  column: {
    label: 'Colonnes',
    icon: BarChartIcon,
    customization: [
      {
        id: 'layout',
        label: 'Mise en page',
        controls: {
          stacked: {label: 'Empiler les séries', type: 'boolean', default: false},
          height: {label: 'Hauteur (px)', type: 'number', default: 280},
        },
      },
    ],
  },
  line: {
    label: 'Courbe',
    icon: ShowChartIcon,
    customization: [
      {
        id: 'layout',
        label: 'Mise en page',
        controls: {
          area: {label: 'Remplir la surface', type: 'boolean', default: false},
          height: {label: 'Hauteur (px)', type: 'number', default: 280},
        },
      },
    ],
  },
  pie: {
    label: 'Secteurs',
    icon: PieChartIcon,
    maxDimensions: 1,
    maxValues: 1,
    customization: [
      {
        id: 'layout',
        label: 'Mise en page',
        controls: {
          innerRadius: {label: 'Rayon du trou (px)', type: 'number', default: 0},
          height: {label: 'Hauteur (px)', type: 'number', default: 280},
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
        Choisissez au moins une catégorie et une série dans le panneau des graphiques.
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

export default function ChartsIntegrationLocalization() {
  return (
    <ChartsLocalizationProvider localeText={chartsLocaleText}>
      <GridChartsIntegrationContextProvider>
        <Box sx={{height: 330, width: '100%'}}>
          <DataGridPremium
            rows={rows}
            columns={columns}
            localeText={gridLocaleText}
            chartsIntegration
            experimentalFeatures={{charts: true}}
            slots={{chartsPanel: GridChartsPanel}}
            slotProps={{chartsPanel: {schema: chartsSchema}}}
            showToolbar
            hideFooter
            initialState={{
              chartsIntegration: {
                activeChartId: 'recolte',
                charts: {recolte: {chartType: 'column', dimensions: ['mois'], values: ['pommes', 'poires']}},
              },
            }}
          />
        </Box>
        <GridChartsRendererProxy id="recolte" label="Récolte" renderer={GridChart} />
      </GridChartsIntegrationContextProvider>
    </ChartsLocalizationProvider>
  );
}
