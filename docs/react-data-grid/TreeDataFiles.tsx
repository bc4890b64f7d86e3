import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPro, type DataGridProProps, type GridColDef} from '@mui/x-data-grid-pro';

interface FileRow {
  id: number;
  path: string[];
  size: number | null;
  modified: string;
}

const rows: FileRow[] = [
  {id: 1, path: ['Documents'], size: null, modified: '2024-03-02'},
  {id: 2, path: ['Documents', 'cv.pdf'], size: 120, modified: '2024-01-15'},
  {id: 3, path: ['Documents', 'Invoices'], size: null, modified: '2024-03-02'},
  {id: 4, path: ['Documents', 'Invoices', 'march.pdf'], size: 45, modified: '2024-03-02'},
  {id: 5, path: ['Documents', 'Invoices', 'february.pdf'], size: 43, modified: '2024-02-01'},
  {id: 6, path: ['Pictures'], size: null, modified: '2024-02-20'},
  {id: 7, path: ['Pictures', 'beach.jpg'], size: 2048, modified: '2023-08-12'},
  {id: 8, path: ['Pictures', 'mountains.jpg'], size: 3310, modified: '2024-02-20'},
  // No row for "Music": the grid generates that parent
  {id: 9, path: ['Music', 'playlist.m3u'], size: 2, modified: '2023-11-30'},
];

const columns: GridColDef<FileRow>[] = [
  {field: 'size', headerName: 'Size (KB)', type: 'number', width: 130},
  {field: 'modified', headerName: 'Modified', width: 130},
];

const getTreeDataPath: DataGridProProps<FileRow>['getTreeDataPath'] = (row) => row.path;

export default function TreeDataFiles() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGridPro
        treeData
        rows={rows}
        columns={columns}
        getTreeDataPath={getTreeDataPath}
        defaultGroupingExpansionDepth={1}
      />
    </Box>
  );
}
