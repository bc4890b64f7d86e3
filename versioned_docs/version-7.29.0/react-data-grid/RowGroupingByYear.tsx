import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPremium, type GridColDef} from '@mui/x-data-grid-premium';

const dateFormatter = new Intl.DateTimeFormat('en-US', {dateStyle: 'medium', timeZone: 'UTC'});

const columns: GridColDef[] = [
  {
    field: 'createdAt',
    headerName: 'Created',
    type: 'date',
    width: 150,
    // Also formats the group keys (years) in the grouping column, and is called with `undefined` on group rows
    valueFormatter: (value: Date | number | undefined) => {
      if (value instanceof Date) {
        return dateFormatter.format(value);
      }
      return value == null ? '' : String(value);
    },
    // Group by year instead of by exact date
    groupingValueGetter: (value: Date) => value.getUTCFullYear(),
  },
  {field: 'title', headerName: 'Milestone', width: 220},
];

const rows = [
  {id: 1, createdAt: new Date(Date.UTC(2023, 4, 2)), title: 'Project kickoff'},
  {id: 2, createdAt: new Date(Date.UTC(2023, 9, 20)), title: 'First prototype'},
  {id: 3, createdAt: new Date(Date.UTC(2024, 0, 15)), title: 'Roadmap review'},
  {id: 4, createdAt: new Date(Date.UTC(2024, 6, 9)), title: 'Public launch'},
  {id: 5, createdAt: new Date(Date.UTC(2025, 1, 3)), title: 'Version 2 planning'},
];

export default function RowGroupingByYear() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{rowGrouping: {model: ['createdAt']}}}
        defaultGroupingExpansionDepth={-1}
      />
    </Box>
  );
}
