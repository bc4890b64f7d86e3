import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {group, page, subheader} from './src/navigation/sidebarBuilders';
import {withTranslationKeys} from './src/navigation/sidebarTranslationKeys';
import {apiPages} from './plugins/api-docs/sidebarEntry';

// The page tree of MUI X, with each entry's plan and status markers. This file is the one place
// the navigation is written down; badges, chips and the version switcher all read from it.

const grid = (path: string) => `react-data-grid/${path}`;
const pickers = (path: string) => `react-date-pickers/${path}`;
const charts = (path: string) => `react-charts/${path}`;
const tree = (path: string) => `react-tree-view/${path}`;

const introduction = group('Introduction', [
  page('introduction/index', 'Overview'),
  page('introduction/installation'),
  page('introduction/licensing'),
  page('introduction/support'),
  page('introduction/priority-support', 'Priority support'),
  page('introduction/mcp', 'MCP'),
  page('introduction/roadmap'),
  page('introduction/whats-new', "What's new in MUI X"),
]);

const commonConcepts = group('Common concepts', [page('common-concepts/custom-components', 'Custom subcomponents')]);

const guides = group('Guides', [page('guides/telemetry', 'Telemetry')]);

const dataGrid = group('Data Grid', [
  page(grid('index'), 'Overview'),
  page(grid('demo')),
  page(grid('quickstart')),
  page(grid('features')),
  page(grid('layout')),
  group('Demos', [
    page(grid('demos/inventory'), 'Inventory', {plan: 'premium'}),
    page(grid('demos/real-time-data'), 'Real-time data'),
    page(grid('demos/time-off-calendar'), 'Time-off calendar', {plan: 'pro'}),
  ]),
  group('Columns', [
    page(grid('column-definition')),
    page(grid('column-dimensions')),
    page(grid('column-visibility')),
    page(grid('custom-columns')),
    page(grid('column-header')),
    page(grid('column-menu')),
    page(grid('column-spanning')),
    page(grid('column-groups')),
    page(grid('column-ordering'), undefined, {plan: 'pro'}),
    page(grid('column-pinning'), undefined, {plan: 'pro'}),
    page(grid('column-recipes'), 'Recipes'),
  ]),
  group('Rows', [
    page(grid('row-definition')),
    page(grid('row-updates')),
    page(grid('row-height')),
    page(grid('row-spanning')),
    page(grid('master-detail'), undefined, {plan: 'pro'}),
    page(grid('row-ordering'), undefined, {plan: 'pro'}),
    page(grid('row-pinning'), undefined, {plan: 'pro'}),
    page(grid('row-recipes'), 'Recipes'),
  ]),
  page(grid('cells')),
  group('Editing', [
    page(grid('editing'), 'Overview'),
    page(grid('editing/custom-edit-component'), 'Custom edit component'),
    page(grid('editing/editing-events'), 'Editing events'),
    page(grid('editing/persistence'), 'Persistence'),
  ]),
  page(grid('sorting')),
  group('Filtering', [
    page(grid('filtering/index'), 'Overview'),
    page(grid('filtering/customization')),
    page(grid('filtering/quick-filter')),
    page(grid('filtering/server-side'), 'Server-side filter'),
    page(grid('filtering/multi-filters'), undefined, {plan: 'pro'}),
    page(grid('filtering/header-filters'), undefined, {plan: 'pro', newFeature: true}),
    page(grid('filtering-recipes'), 'Recipes'),
  ]),
  page(grid('pagination')),
  group('Selection', [
    page(grid('row-selection')),
    page(grid('cell-selection'), undefined, {plan: 'premium', newFeature: true}),
  ]),
  page(grid('export')),
  page(grid('clipboard'), 'Copy and paste', {newFeature: true}),
  page(grid('undo-redo'), 'Undo and redo', {plan: 'premium', newFeature: true}),
  page(grid('overlays')),
  group('Components', [
    page(grid('components'), 'Custom subcomponents'),
    page(grid('components/usage'), 'Usage'),
    page(grid('components/toolbar'), 'Toolbar'),
    page(grid('components/quick-filter'), 'Quick filter'),
    page(grid('components/columns-panel'), 'Columns panel'),
    page(grid('components/filter-panel'), 'Filter panel'),
    page(grid('components/export'), 'Export'),
    page(grid('components/prompt-field'), 'Prompt field', {plan: 'premium'}),
    page(grid('components/ai-assistant-panel'), 'AI assistant panel', {plan: 'premium'}),
    page(grid('components/pivot-panel'), 'Pivot panel', {plan: 'premium'}),
    page(grid('components/charts-panel'), 'Charts panel', {plan: 'premium', unstable: true}),
  ]),
  group('Style', [page(grid('style'), 'Overview'), page(grid('style-recipes'), 'Recipes')]),
  page(grid('localization')),
  page(grid('scrolling')),
  page(grid('virtualization')),
  page(grid('accessibility')),
  page(grid('performance')),
  page(grid('tree-data'), undefined, {plan: 'pro'}),
  page(grid('row-grouping'), undefined, {plan: 'premium'}),
  page(grid('aggregation'), undefined, {plan: 'premium'}),
  page(grid('pivoting'), undefined, {plan: 'premium', newFeature: true}),
  page(grid('pivoting-explained'), 'Understanding pivoting', {plan: 'premium'}),
  page(grid('charts-integration'), 'Charts integration', {plan: 'premium', newFeature: true, unstable: true}),
  page(grid('ai-assistant'), 'AI assistant', {plan: 'premium', newFeature: true}),
  page(grid('list-view'), undefined, {plan: 'pro'}),
  group('Server-side data', [
    page(grid('server-side-data/index'), 'Overview'),
    page(grid('server-side-data/tree-data'), undefined, {plan: 'pro'}),
    page(grid('server-side-data/lazy-loading'), undefined, {plan: 'pro'}),
    page(grid('server-side-data/infinite-loading'), undefined, {plan: 'pro'}),
    page(grid('server-side-data/row-grouping'), undefined, {plan: 'premium'}),
    page(grid('server-side-data/aggregation'), undefined, {plan: 'premium', newFeature: true}),
    page(grid('server-side-data/pivoting'), undefined, {plan: 'premium', newFeature: true}),
    page(grid('server-side-data/recipes'), 'Recipes'),
  ]),
  group('Tutorials', [page(grid('tutorials/server-side-data'), 'Server-side data')]),
  group('Custom behavior', [page(grid('api-object'), 'API object'), page(grid('events')), page(grid('state'))]),
  group('Recipes', [
    page(grid('recipes-editing'), 'Editing'),
    page(grid('recipes-row-grouping'), 'Row grouping', {plan: 'premium'}),
  ]),
  group('API reference', [page('api/data-grid/index', 'Index'), apiPages('data-grid')]),
  page(grid('faq'), 'FAQ'),
]);

const datePickers = group('Date and Time Pickers', [
  page(pickers('index'), 'Overview'),
  page(pickers('quickstart')),
  page(pickers('base-concepts')),
  page(pickers('accessibility')),
  page(pickers('faq'), 'FAQ'),
  subheader('Components', [
    group('Date components', [
      page(pickers('date-picker')),
      page(pickers('date-field')),
      page(pickers('date-calendar')),
    ]),
    group('Time components', [
      page(pickers('time-picker')),
      page(pickers('time-field')),
      page(pickers('time-clock')),
      page(pickers('digital-clock')),
    ]),
    group('Date time components', [page(pickers('date-time-picker')), page(pickers('date-time-field'))]),
    group(
      'Date range components',
      [page(pickers('date-range-picker')), page(pickers('date-range-field')), page(pickers('date-range-calendar'))],
      {plan: 'pro'},
    ),
    group(
      'Time range components',
      [page(pickers('time-range-picker'), undefined, {newFeature: true}), page(pickers('time-range-field'))],
      {plan: 'pro'},
    ),
    group(
      'Date time range components',
      [page(pickers('date-time-range-picker'), undefined, {newFeature: true}), page(pickers('date-time-range-field'))],
      {plan: 'pro'},
    ),
    page(pickers('fields'), 'Field components'),
    group('API reference', [page('api/date-pickers/index', 'Index'), apiPages('date-pickers')]),
  ]),
  subheader('Common features', [
    page(pickers('validation')),
    page(pickers('lifecycle'), 'Components lifecycle'),
    page(pickers('shortcuts')),
  ]),
  subheader('Localization', [
    page(pickers('localization'), 'Translated components'),
    page(pickers('adapters-locale'), 'Date format and localization'),
    page(pickers('timezone'), 'UTC and timezones'),
    page(pickers('calendar-systems')),
  ]),
  subheader('Visual customization', [
    page(pickers('custom-components')),
    page(pickers('custom-layout')),
    page(pickers('custom-field')),
    page(pickers('custom-opening-button')),
    page(pickers('playground'), 'Customization playground'),
    page(pickers('experimentation'), 'Experimentation', {unstable: true}),
  ]),
]);

const chartsSection = group(
  'Charts',
  [
    page(charts('index'), 'Overview'),
    page(charts('quickstart')),
    page(charts('overview'), 'Choosing a chart'),
    page(charts('examples')),
    subheader('Available components', [
      group('Bars', [
        page(charts('bars')),
        page(charts('bar-demo')),
        page(charts('range-bar'), undefined, {plan: 'premium', newFeature: true}),
      ]),
      group('Lines', [page(charts('lines')), page(charts('line-demo')), page(charts('areas-demo'))]),
      group('Pie', [page(charts('pie')), page(charts('pie-demo'))]),
      group('Scatter', [page(charts('scatter')), page(charts('scatter-demo'))]),
      page(charts('sparkline')),
      page(charts('gauge')),
      page(charts('heatmap'), undefined, {plan: 'pro'}),
    ]),
    subheader('Common features', [
      page(charts('axis')),
      page(charts('components')),
      page(charts('composition')),
      page(charts('label')),
      page(charts('legend')),
      page(charts('stacking')),
      page(charts('styling')),
      page(charts('tooltip')),
      page(charts('highlighting')),
      page(charts('zoom-and-pan'), undefined, {plan: 'pro'}),
      page(charts('accessibility')),
      page(charts('animation')),
      page(charts('brush'), undefined, {newFeature: true}),
      page(charts('export'), undefined, {plan: 'pro', newFeature: true}),
      page(charts('localization')),
      page(charts('toolbar'), undefined, {newFeature: true}),
    ]),
    subheader('Data and composition', [
      group('Hooks', [
        page(charts('hooks/index'), 'Overview'),
        page(charts('hooks/use-axes'), 'useAxes'),
        page(charts('hooks/use-dataset'), 'useDataset'),
        page(charts('hooks/use-drawing-area'), 'useDrawingArea'),
        page(charts('hooks/use-legend'), 'useLegend'),
        page(charts('hooks/use-scale'), 'useScale'),
        page(charts('hooks/use-series'), 'useSeries'),
      ]),
      page(charts('plugins')),
    ]),
    subheader('Integrations and resources', [
      page(charts('data-grid-integration'), 'Data Grid integration', {plan: 'premium'}),
      page(charts('content-security-policy'), 'Content Security Policy'),
    ]),
    group('API reference', [page('api/charts/index', 'Index'), apiPages('charts')]),
    subheader('Future components', [
      page(charts('radar'), undefined, {newFeature: true}),
      page(charts('treemap'), undefined, {planned: true}),
      page(charts('funnel'), undefined, {plan: 'pro', newFeature: true}),
      page(charts('pyramid'), undefined, {plan: 'pro', newFeature: true}),
      page(charts('sankey'), undefined, {plan: 'pro', unstable: true}),
      page(charts('gantt'), undefined, {plan: 'pro', planned: true}),
    ]),
  ],
  {newFeature: true},
);

const treeViewPages = (kind: 'simple-tree-view' | 'rich-tree-view') =>
  ['items', 'selection', 'expansion', 'customization', 'focus'].map((topic) => page(tree(`${kind}/${topic}`)));

const treeView = group(
  'Tree View',
  [
    page(tree('index'), 'Overview'),
    page(tree('quickstart')),
    subheader('Simple Tree View', treeViewPages('simple-tree-view')),
    subheader('Rich Tree View', [
      ...treeViewPages('rich-tree-view'),
      page(tree('rich-tree-view/editing')),
      page(tree('rich-tree-view/lazy-loading'), 'Lazy loading', {plan: 'pro', newFeature: true}),
      page(tree('rich-tree-view/ordering'), undefined, {plan: 'pro'}),
    ]),
    subheader('Common features', [
      page(tree('accessibility')),
      page(tree('tree-item-customization'), 'Item customization'),
    ]),
    group('API reference', [page('api/tree-view/index', 'Index'), apiPages('tree-view')]),
  ],
  {newFeature: true},
);

// v8 (the tree of docs/) adds the v7 to v8 guides; the 7.29.0 tree is the snapshot in versioned_sidebars/.
const migration = group('Migration', [
  subheader('Upgrade to v8', [
    page('migration/migration-data-grid-v7', 'Data Grid'),
    page('migration/migration-pickers-v7', 'Date and Time Pickers'),
    page('migration/migration-tree-view-v7', 'Tree View'),
    page('migration/migration-charts-v7', 'Charts'),
    page('migration/usage-with-material-ui-v5-v6', 'Usage with Material UI v5/v6'),
  ]),
  group('Upgrade to v7', [
    page('migration/migration-data-grid-v6', 'Data Grid'),
    page('migration/migration-pickers-v6', 'Date and Time Pickers'),
    page('migration/migration-tree-view-v6', 'Tree View'),
    page('migration/migration-charts-v6', 'Charts'),
  ]),
  group('Upgrade to v6', [
    page('migration/migration-data-grid-v5', 'Data Grid'),
    page('migration/migration-pickers-v5', 'Date and Time Pickers'),
    page('migration/migration-tree-view-lab', 'Tree View'),
  ]),
  group('Earlier', [
    page('migration/migration-pickers-lab', 'Pickers from the lab'),
    page('migration/migration-data-grid-v4', 'Data Grid v4 to v5'),
  ]),
]);

// Markers describe v8 (this tree); 7.29.0 keeps its own in versioned_sidebars/version-7.29.0-sidebars.json.
const sidebars = {
  docs: withTranslationKeys([
    introduction,
    commonConcepts,
    guides,
    dataGrid,
    datePickers,
    chartsSection,
    treeView,
    migration,
  ]),
} satisfies SidebarsConfig;

export default sidebars;
