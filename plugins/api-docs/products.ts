import {installedName} from '../../src/config/lookups';
import type {DocsVersion} from '../../src/config/registry';
import type {Plan, ProductId} from './types';

/** A published package as readers import it, and the name it is installed under for this version. */
export type PackageRef = {name: string; installedAs: string; plan: Plan};

export type ProductConfig = {
  id: ProductId;
  /** Community first, then pro, then premium: the first package exporting a name owns it. */
  packages: PackageRef[];
  /** When set, only these components are documented (the product exports many building blocks). */
  components?: string[];
  /** Exports that are components but were never documented as API pages. */
  skipComponents?: string[];
  interfaces: string[];
  /** The `*Classes` export of components that have none named after them. */
  sharedClasses?: {exportName: string; components: string[]};
};

/** The packages of a product in a version (from the registry), with their installed names. */
function packagesOf(version: DocsVersion, product: ProductId): PackageRef[] {
  return (version.packages[product] ?? []).map((ref) => ({...ref, installedAs: installedName(version, ref.name)}));
}

const GRID_V8_PARTS = [
  'Toolbar',
  'ToolbarButton',
  'QuickFilter',
  'QuickFilterControl',
  'QuickFilterClear',
  'QuickFilterTrigger',
  'ColumnsPanelTrigger',
  'FilterPanelTrigger',
  'ExportCsv',
  'ExportPrint',
  'ExportExcel',
  'PromptField',
  'PromptFieldControl',
  'PromptFieldRecord',
  'PromptFieldSend',
  'AiAssistantPanelTrigger',
  'PivotPanelTrigger',
  'ChartsPanelTrigger',
];

const GRID_INTERFACES = [
  'GridApi',
  'GridCellParams',
  'GridColDef',
  'GridSingleSelectColDef',
  'GridActionsColDef',
  'GridListColDef',
  'GridExportStateParams',
  'GridFilterItem',
  'GridFilterModel',
  'GridFilterOperator',
  'GridRowClassNameParams',
  'GridRowParams',
  'GridRowSpacingParams',
  'GridAggregationFunction',
  'GridCsvExportOptions',
  'GridPrintExportOptions',
  'GridExcelExportOptions',
];

/**
 * The products a version documents and what their reference covers, read from the packages that
 * version installs (the registry's `packages` and `installSuffix`).
 */
export function getProducts(version: DocsVersion): ProductConfig[] {
  const products: ProductConfig[] = [
    {
      id: 'data-grid',
      packages: packagesOf(version, 'data-grid'),
      components: [
        'DataGrid',
        'DataGridPro',
        'DataGridPremium',
        // The Pro grid of v4, before it was renamed DataGridPro.
        'XGrid',
        'GridFilterForm',
        'GridFilterPanel',
        'GridToolbarQuickFilter',
        // v8's composable toolbar parts and their triggers (absent from earlier majors).
        ...GRID_V8_PARTS,
      ],
      interfaces: GRID_INTERFACES,
      sharedClasses: {exportName: 'gridClasses', components: ['DataGrid', 'DataGridPro', 'DataGridPremium']},
    },
    {
      id: 'date-pickers',
      packages: packagesOf(version, 'date-pickers'),
      interfaces: [],
    },
    {
      id: 'charts',
      packages: packagesOf(version, 'charts'),
      // The original reference documents the gauge as a whole, not its inner arcs and text.
      skipComponents: ['GaugeValueText', 'GaugeValueArc', 'GaugeReferenceArc'],
      // Every series type a version exports (Heatmap and later ones in the Pro package).
      interfaces: [
        'AxisConfig',
        'BarSeriesType',
        'LineSeriesType',
        'PieSeriesType',
        'ScatterSeriesType',
        'HeatmapSeriesType',
        'FunnelSeriesType',
        'RadarSeriesType',
        'SankeySeriesType',
      ],
    },
    {
      id: 'tree-view',
      packages: packagesOf(version, 'tree-view'),
      // Building blocks for custom items, documented in the item customization guide instead.
      skipComponents: ['TreeItem2Icon', 'TreeItem2Provider', 'TreeItem2DragAndDropOverlay'],
      interfaces: [],
    },
  ];
  return products.filter((product) => version.sections.includes(product.id) && product.packages.length > 0);
}
