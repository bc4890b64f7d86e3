import * as React from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import {
  DataGrid,
  type GridColDef,
  type GridColTypeDef,
  type GridRenderCellParams,
  type GridValidRowModel,
} from '@mui/x-data-grid';

function ProgressCell(props: GridRenderCellParams<GridValidRowModel, number, string>) {
  const value = props.value ?? 0;
  return (
    <Box sx={{width: '100%'}}>
      <LinearProgress variant="determinate" value={value * 100} aria-label={props.formattedValue ?? ''} />
    </Box>
  );
}

const progressColumnType: GridColTypeDef<number, string> = {
  type: 'number',
  display: 'flex',
  width: 160,
  renderCell: (params) => <ProgressCell {...params} />,
  // Used by export, clipboard and the quick filter.
  valueFormatter: (value?: number) => (value == null ? '' : `${Math.round(value * 100)} %`),
};

const rows = [
  {id: 1, project: 'Website redesign', owner: 'Aiko', done: 0.82, budgetUsed: 0.64},
  {id: 2, project: 'Mobile app v2', owner: 'Jonas', done: 0.35, budgetUsed: 0.51},
  {id: 3, project: 'Data warehouse', owner: 'Priya', done: 0.58, budgetUsed: 0.47},
  {id: 4, project: 'Support portal', owner: 'Tomás', done: 1, budgetUsed: 0.93},
];

const columns: GridColDef[] = [
  {field: 'project', headerName: 'Project', flex: 1, minWidth: 160},
  {field: 'owner', headerName: 'Owner', width: 110},
  {field: 'done', headerName: 'Completion', ...progressColumnType},
  {field: 'budgetUsed', headerName: 'Budget used', ...progressColumnType},
];

export default function CustomColumnsProgress() {
  return (
    <Box sx={{height: 300, width: '100%'}}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
