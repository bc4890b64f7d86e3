import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPro, type DataGridProProps, type GridColDef} from '@mui/x-data-grid-pro';

type Employee = {id: number; hierarchy: string[]; jobTitle: string; location: string};

const rows: Employee[] = [
  {id: 1, hierarchy: ['Sarah Chen'], jobTitle: 'CEO', location: 'San Francisco'},
  {id: 2, hierarchy: ['Sarah Chen', 'Thomas Müller'], jobTitle: 'Head of Sales', location: 'Berlin'},
  {id: 3, hierarchy: ['Sarah Chen', 'Thomas Müller', 'Robert Lang'], jobTitle: 'Sales rep', location: 'Munich'},
  {id: 4, hierarchy: ['Sarah Chen', 'Thomas Müller', 'Aisha Bello'], jobTitle: 'Sales rep', location: 'Lagos'},
  {id: 5, hierarchy: ['Sarah Chen', 'Priya Raman'], jobTitle: 'CTO', location: 'Bangalore'},
  {id: 6, hierarchy: ['Sarah Chen', 'Priya Raman', 'Lucas Moreau'], jobTitle: 'Engineering manager', location: 'Paris'},
  {
    id: 7,
    hierarchy: ['Sarah Chen', 'Priya Raman', 'Lucas Moreau', 'Eva Novak'],
    jobTitle: 'Engineer',
    location: 'Prague',
  },
];

const columns: GridColDef<Employee>[] = [
  {field: 'jobTitle', headerName: 'Job title', width: 200},
  {field: 'location', headerName: 'Location', width: 160},
];

const getTreeDataPath: DataGridProProps<Employee>['getTreeDataPath'] = (row) => row.hierarchy;

const groupingColDef: DataGridProProps['groupingColDef'] = {
  headerName: 'Employee',
  width: 260,
  hideDescendantCount: true,
};

export default function TreeDataOrgChart() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGridPro
        treeData
        rows={rows}
        columns={columns}
        getTreeDataPath={getTreeDataPath}
        groupingColDef={groupingColDef}
        defaultGroupingExpansionDepth={-1}
      />
    </Box>
  );
}
