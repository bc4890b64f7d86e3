import * as React from 'react';
import Box from '@mui/material/Box';
import {alpha} from '@mui/material/styles';
import {DataGrid, type GridColDef, type GridRowClassNameParams} from '@mui/x-data-grid';

interface Task {
  id: number;
  title: string;
  due: string;
  overdue: boolean;
}

const columns: GridColDef<Task>[] = [
  {field: 'title', headerName: 'Task', width: 240},
  {field: 'due', headerName: 'Due', width: 140},
];

const rows: Task[] = [
  {id: 1, title: 'Renew TLS certificate', due: '2024-04-02', overdue: true},
  {id: 2, title: 'Write release notes', due: '2024-04-20', overdue: false},
  {id: 3, title: 'Rotate API keys', due: '2024-03-28', overdue: true},
  {id: 4, title: 'Plan Q3 roadmap', due: '2024-05-10', overdue: false},
];

const getRowClassName = (params: GridRowClassNameParams<Task>) => (params.row.overdue ? 'task--overdue' : '');

export default function StyleRows() {
  return (
    <Box sx={{height: 320, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        getRowClassName={getRowClassName}
        sx={(theme) => ({
          '& .task--overdue': {
            bgcolor: alpha(theme.palette.error.main, 0.12),
            '&:hover': {bgcolor: alpha(theme.palette.error.main, 0.2)},
            '&.Mui-selected': {bgcolor: alpha(theme.palette.error.main, 0.28)},
          },
        })}
      />
    </Box>
  );
}
