import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
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
import {EMPLOYEES, type Employee} from '@site/src/demo-data/employees';

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 160},
  {field: 'department', headerName: 'Department', width: 130},
  {field: 'salary', headerName: 'Salary ($)', type: 'number', width: 120},
  {field: 'rating', headerName: 'Rating', type: 'number', width: 100},
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

export default function ChartsIntegrationMultiple() {
  // The charts panel edits one chart at a time: the active one.
  const [activeChartId, setActiveChartId] = React.useState('salary');

  return (
    <GridChartsIntegrationContextProvider>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={activeChartId}
        onChange={(_event, value: string | null) => value && setActiveChartId(value)}
        aria-label="Chart edited by the charts panel"
        sx={{mb: 1}}
      >
        <ToggleButton value="salary">Salary chart</ToggleButton>
        <ToggleButton value="rating">Rating chart</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{height: 320, width: '100%'}}>
        <DataGridPremium
          rows={EMPLOYEES}
          columns={columns}
          chartsIntegration
          experimentalFeatures={{charts: true}}
          activeChartId={activeChartId}
          onActiveChartIdChange={setActiveChartId}
          slots={{chartsPanel: GridChartsPanel}}
          slotProps={{chartsPanel: {schema: chartsSchema}}}
          showToolbar
          initialState={{
            rowGrouping: {model: ['department']},
            aggregation: {model: {salary: 'avg', rating: 'avg'}},
            columns: {columnVisibilityModel: {department: false}},
            chartsIntegration: {
              charts: {
                salary: {chartType: 'column', dimensions: ['department'], values: ['salary']},
                rating: {chartType: 'line', dimensions: ['department'], values: ['rating']},
              },
            },
          }}
        />
      </Box>
      <Box sx={{display: 'flex', flexWrap: 'wrap'}}>
        <Box sx={{flex: '1 1 320px', minWidth: 0}}>
          <GridChartsRendererProxy id="salary" label="Average salary" renderer={GridChart} />
        </Box>
        <Box sx={{flex: '1 1 320px', minWidth: 0}}>
          <GridChartsRendererProxy id="rating" label="Average rating" renderer={GridChart} />
        </Box>
      </Box>
    </GridChartsIntegrationContextProvider>
  );
}
