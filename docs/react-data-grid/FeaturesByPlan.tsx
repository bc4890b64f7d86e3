import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';

type Plan = 'MIT' | 'Pro' | 'Premium';
type Feature = {id: number; feature: string; area: string; plan: Plan; note: string};

const FEATURES: [string, string, Plan, string][] = [
  ['Column definition and types', 'Columns', 'MIT', 'string, number, date, dateTime, boolean, singleSelect, actions'],
  ['Column resizing and autosizing', 'Columns', 'MIT', ''],
  ['Column visibility, groups, and spanning', 'Columns', 'MIT', ''],
  ['Column reordering', 'Columns', 'Pro', 'Drag and drop of headers'],
  ['Column pinning', 'Columns', 'Pro', ''],
  ['Row height, spanning, and updates', 'Rows', 'MIT', ''],
  ['Master-detail panels', 'Rows', 'Pro', ''],
  ['Row reordering and row pinning', 'Rows', 'Pro', ''],
  ['Tree data', 'Rows', 'Pro', ''],
  ['Row grouping', 'Rows', 'Premium', ''],
  ['Cell and row editing', 'Editing', 'MIT', ''],
  ['Undo and redo', 'Editing', 'Premium', 'Since v8'],
  ['Sorting on one column', 'Sorting and filtering', 'MIT', ''],
  ['Sorting on several columns', 'Sorting and filtering', 'Pro', ''],
  ['Filtering with one filter item, quick filter', 'Sorting and filtering', 'MIT', ''],
  ['Multiple filters and header filters', 'Sorting and filtering', 'Pro', ''],
  ['Pagination', 'Navigation', 'MIT', 'Up to 100 rows per page'],
  ['Pagination without page size limit', 'Navigation', 'Pro', ''],
  ['Row selection with checkboxes', 'Selection', 'MIT', ''],
  ['Cell selection', 'Selection', 'Premium', ''],
  ['CSV export and printing', 'Import and export', 'MIT', ''],
  ['Copy to the clipboard', 'Import and export', 'MIT', ''],
  ['Excel export', 'Import and export', 'Premium', ''],
  ['Paste from the clipboard', 'Import and export', 'Premium', ''],
  ['Aggregation', 'Analysis', 'Premium', ''],
  ['Pivoting', 'Analysis', 'Premium', 'Since v8'],
  ['Charts integration', 'Analysis', 'Premium', 'Since v8, experimental'],
  ['AI assistant', 'Analysis', 'Premium', 'Since v8, needs a prompt service'],
  ['Data source (server-side data)', 'Server-side data', 'MIT', 'Stable since v8'],
  ['Server-side tree data and lazy loading', 'Server-side data', 'Pro', ''],
  ['Server-side row grouping, aggregation, pivoting', 'Server-side data', 'Premium', ''],
  ['List view', 'Layout', 'Pro', ''],
  ['Virtualization, localization, accessibility, theming', 'Foundations', 'MIT', ''],
];

const rows: Feature[] = FEATURES.map(([feature, area, plan, note], index) => ({
  id: index + 1,
  feature,
  area,
  plan,
  note,
}));

const planColor = {MIT: 'default', Pro: 'primary', Premium: 'secondary'} as const;

const columns: GridColDef<Feature>[] = [
  {field: 'feature', headerName: 'Feature', flex: 1, minWidth: 260},
  {field: 'area', headerName: 'Area', width: 170},
  {
    field: 'plan',
    headerName: 'Plan',
    type: 'singleSelect',
    valueOptions: ['MIT', 'Pro', 'Premium'],
    width: 120,
    renderCell: ({value}) => (value ? <Chip size="small" label={value} color={planColor[value as Plan]} /> : null),
  },
  {field: 'note', headerName: 'Note', width: 240, sortable: false},
];

export default function FeaturesByPlan() {
  return (
    <Box sx={{height: 480, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        density="compact"
        initialState={{pagination: {paginationModel: {page: 0, pageSize: 50}}}}
        pageSizeOptions={[25, 50]}
      />
    </Box>
  );
}
