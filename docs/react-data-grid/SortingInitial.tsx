import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';

type Post = {id: number; title: string; author: string; createdAt: Date; comments: number};

const rows: Post[] = [
  {id: 1, title: 'Migrating to React 19', author: 'Hana', createdAt: new Date(2024, 11, 3), comments: 18},
  {id: 2, title: 'Designing accessible tables', author: 'Marco', createdAt: new Date(2025, 1, 14), comments: 7},
  {id: 3, title: 'A tour of CSS container queries', author: 'Hana', createdAt: new Date(2024, 8, 22), comments: 31},
  {id: 4, title: 'Testing hooks without tears', author: 'Ines', createdAt: new Date(2025, 2, 1), comments: 12},
  {id: 5, title: 'State machines in the UI', author: 'Marco', createdAt: new Date(2024, 10, 9), comments: 4},
];

const columns: GridColDef<Post>[] = [
  {field: 'title', headerName: 'Title', flex: 1, minWidth: 220},
  {field: 'author', headerName: 'Author', width: 120},
  {field: 'createdAt', headerName: 'Published', type: 'date', width: 130},
  {field: 'comments', headerName: 'Comments', type: 'number', width: 110},
];

export default function SortingInitial() {
  return (
    <Box sx={{height: 360, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{sorting: {sortModel: [{field: 'createdAt', sort: 'desc'}]}}}
      />
    </Box>
  );
}
