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

function packagesOf(base: string, plans: Plan[], suffix: string): PackageRef[] {
  return plans.map((plan) => {
    const name = plan === 'community' ? base : `${base}-${plan}`;
    return {name, installedAs: `${name}${suffix}`, plan};
  });
}

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
 * The four products and what their reference covers. `suffix` selects the installed copy:
 * '' for the 7.29 packages, '-v8' for the v8 packages installed under npm aliases.
 */
export function getProducts(suffix: string): ProductConfig[] {
  return [
    {
      id: 'data-grid',
      packages: packagesOf('@mui/x-data-grid', ['community', 'pro', 'premium'], suffix),
      components: [
        'DataGrid',
        'DataGridPro',
        'DataGridPremium',
        'GridFilterForm',
        'GridFilterPanel',
        'GridToolbarQuickFilter',
      ],
      interfaces: GRID_INTERFACES,
      sharedClasses: {exportName: 'gridClasses', components: ['DataGrid', 'DataGridPro', 'DataGridPremium']},
    },
    {
      id: 'date-pickers',
      packages: packagesOf('@mui/x-date-pickers', ['community', 'pro'], suffix),
      interfaces: [],
    },
    {
      id: 'charts',
      packages: packagesOf('@mui/x-charts', ['community', 'pro'], suffix),
      // The original reference documents the gauge as a whole, not its inner arcs and text.
      skipComponents: ['GaugeValueText', 'GaugeValueArc', 'GaugeReferenceArc'],
      interfaces: ['AxisConfig', 'BarSeriesType', 'LineSeriesType', 'PieSeriesType', 'ScatterSeriesType'],
    },
    {
      id: 'tree-view',
      packages: packagesOf('@mui/x-tree-view', ['community', 'pro'], suffix),
      // Building blocks for custom items, documented in the item customization guide instead.
      skipComponents: ['TreeItem2Icon', 'TreeItem2Provider', 'TreeItem2DragAndDropOverlay'],
      interfaces: [],
    },
  ];
}
