import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPremium, type DataGridPremiumProps, type GridColDef} from '@mui/x-data-grid-premium';

const columns: GridColDef[] = [
  {field: 'team', headerName: 'Team', width: 130},
  {field: 'member', headerName: 'Member', width: 160},
  {field: 'hours', headerName: 'Hours', type: 'number', width: 110},
];

const rows = [
  {id: 1, team: 'Backend', member: 'Olga', hours: 36},
  {id: 2, team: 'Backend', member: 'Rafael', hours: 41},
  {id: 3, team: 'Frontend', member: 'Mina', hours: 38},
  {id: 4, team: 'Frontend', member: 'Jon', hours: 29},
  {id: 5, team: 'Frontend', member: 'Zara', hours: 40},
];

// No grand total; a footer row under every group instead of the value on the group row
const getAggregationPosition: DataGridPremiumProps['getAggregationPosition'] = (groupNode) =>
  groupNode.depth === -1 ? null : 'footer';

export default function AggregationPosition() {
  return (
    <Box sx={{height: 440, width: '100%'}}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{
          rowGrouping: {model: ['team']},
          aggregation: {model: {hours: 'sum'}},
        }}
        defaultGroupingExpansionDepth={-1}
        getAggregationPosition={getAggregationPosition}
      />
    </Box>
  );
}
