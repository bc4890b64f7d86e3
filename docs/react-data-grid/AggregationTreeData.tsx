import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPremium, type DataGridPremiumProps, type GridColDef} from '@mui/x-data-grid-premium';

type BudgetLine = {id: number; path: string[]; owner: string; budget: number | null};

// A cost breakdown: parents have their own row, but only the leaves carry amounts
const rows: BudgetLine[] = [
  {id: 1, path: ['Launch event'], owner: 'Marketing', budget: null},
  {id: 2, path: ['Launch event', 'Venue'], owner: 'Operations', budget: 12000},
  {id: 3, path: ['Launch event', 'Catering'], owner: 'Operations', budget: 6400},
  {id: 4, path: ['Launch event', 'Promotion'], owner: 'Marketing', budget: null},
  {id: 5, path: ['Launch event', 'Promotion', 'Social ads'], owner: 'Marketing', budget: 8000},
  {id: 6, path: ['Launch event', 'Promotion', 'Print'], owner: 'Marketing', budget: 2500},
  {id: 7, path: ['Website'], owner: 'Engineering', budget: null},
  {id: 8, path: ['Website', 'Hosting'], owner: 'Engineering', budget: 3600},
  {id: 9, path: ['Website', 'Design refresh'], owner: 'Design', budget: 15000},
];

const columns: GridColDef<BudgetLine>[] = [
  {field: 'owner', headerName: 'Owner', width: 140},
  {field: 'budget', headerName: 'Budget ($)', type: 'number', width: 140},
];

const getTreeDataPath: DataGridPremiumProps<BudgetLine>['getTreeDataPath'] = (row) => row.path;

export default function AggregationTreeData() {
  return (
    <Box sx={{height: 460, width: '100%'}}>
      <DataGridPremium
        treeData
        rows={rows}
        columns={columns}
        getTreeDataPath={getTreeDataPath}
        groupingColDef={{headerName: 'Item', width: 240}}
        defaultGroupingExpansionDepth={-1}
        initialState={{aggregation: {model: {budget: 'sum'}}}}
      />
    </Box>
  );
}
