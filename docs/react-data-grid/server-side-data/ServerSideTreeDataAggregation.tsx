import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  type GridAggregationFunctionDataSource,
  type GridColDef,
  type GridDataSource,
  type GridGetRowsParams,
  type GridGetRowsResponse,
  type GridUpdateRowParams,
} from '@mui/x-data-grid-premium';

type Line = {id: string; path: string[]; budget: number | null};

// Budget lines of the fake server; only the leaves hold amounts
const lines: Line[] = [
  {id: 'ops', path: ['Operations'], budget: null},
  {id: 'ops/rent', path: ['Operations', 'Rent'], budget: 24000},
  {id: 'ops/energy', path: ['Operations', 'Energy'], budget: 6500},
  {id: 'people', path: ['People'], budget: null},
  {id: 'people/training', path: ['People', 'Training'], budget: 9000},
  {id: 'people/events', path: ['People', 'Team events'], budget: 4200},
  {id: 'people/hiring', path: ['People', 'Hiring'], budget: 15000},
];

const isParent = (line: Line) =>
  lines.some((other) => other.path.length === line.path.length + 1 && other.id.startsWith(`${line.id}/`));
const totalOf = (line: Line): number =>
  isParent(line)
    ? lines.filter((other) => other.id.startsWith(`${line.id}/`)).reduce((sum, other) => sum + (other.budget ?? 0), 0)
    : (line.budget ?? 0);

const aggregationFunctions: Record<string, GridAggregationFunctionDataSource> = {sum: {columnTypes: ['number']}};

const dataSource: GridDataSource = {
  getRows: (params: GridGetRowsParams): Promise<GridGetRowsResponse> => {
    const keys = params.groupKeys ?? [];
    const rows = lines
      .filter((line) => line.path.length === keys.length + 1 && keys.every((key, index) => line.path[index] === key))
      .map((line) => ({
        ...line,
        name: line.path[line.path.length - 1],
        childCount: lines.filter((other) => other.id.startsWith(`${line.id}/`)).length,
        // The server sends each row's total, and the grand total with the response
        totals: {budget: totalOf(line)},
      }));
    const grandTotal = lines.filter((line) => !isParent(line)).reduce((sum, line) => sum + (line.budget ?? 0), 0);
    return new Promise((resolve) => {
      setTimeout(() => resolve({rows, rowCount: rows.length, aggregateRow: {totals: {budget: grandTotal}}}), 300);
    });
  },
  // Saves an edited leaf; the grid then refetches its parent levels to refresh their totals
  updateRow: ({updatedRow}: GridUpdateRowParams) => {
    const line = lines.find((item) => item.id === updatedRow.id);
    if (line) {
      line.budget = Number(updatedRow.budget);
    }
    return new Promise((resolve) => {
      setTimeout(() => resolve(updatedRow), 300);
    });
  },
  getGroupKey: (row) => row.name,
  getChildrenCount: (row) => row.childCount,
  getAggregatedValue: (row, field) => row.totals?.[field],
};

const columns: GridColDef[] = [
  {
    field: 'budget',
    headerName: 'Budget ($)',
    type: 'number',
    width: 160,
    editable: true,
  },
];

export default function ServerSideTreeDataAggregation() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGridPremium
        columns={columns}
        treeData
        dataSource={dataSource}
        aggregationFunctions={aggregationFunctions}
        isCellEditable={(params) => params.row.childCount === 0}
        groupingColDef={{headerName: 'Budget line', width: 240}}
        defaultGroupingExpansionDepth={1}
        initialState={{aggregation: {model: {budget: 'sum'}}}}
        disableColumnFilter
        disableColumnSorting
      />
    </Box>
  );
}
