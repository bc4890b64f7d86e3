import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  type GridColDef,
  type GridDataSource,
  type GridGetRowsParams,
  type GridGetRowsResponse,
} from '@mui/x-data-grid-pro';

type FileNode = {name: string; size?: number; children?: FileNode[]};

// The folder tree on the fake server
const fileSystem: FileNode[] = [
  {
    name: 'src',
    children: [
      {
        name: 'components',
        children: [
          {name: 'Button.tsx', size: 4},
          {name: 'Dialog.tsx', size: 9},
        ],
      },
      {name: 'utils', children: [{name: 'format.ts', size: 2}]},
      {name: 'index.ts', size: 1},
    ],
  },
  {
    name: 'docs',
    children: [
      {name: 'guide.md', size: 14},
      {name: 'changelog.md', size: 31},
    ],
  },
  {name: 'package.json', size: 2},
  {name: 'README.md', size: 6},
];

// Answers with the direct children of the folder designated by groupKeys
function fetchChildren(params: GridGetRowsParams): Promise<GridGetRowsResponse> {
  const path = params.groupKeys ?? [];
  let level = fileSystem;
  path.forEach((key) => {
    level = level.find((node) => node.name === key)?.children ?? [];
  });
  let rows = level.map((node) => ({
    id: [...path, node.name].join('/'),
    name: node.name,
    size: node.size ?? null,
    childCount: node.children?.length ?? 0,
  }));
  const [sort] = params.sortModel;
  if (sort?.field === 'size') {
    const direction = sort.sort === 'desc' ? -1 : 1;
    rows = [...rows].sort((a, b) => ((a.size ?? 0) - (b.size ?? 0)) * direction);
  }
  return new Promise((resolve) => {
    setTimeout(() => resolve({rows, rowCount: path.length === 0 ? rows.length : undefined}), 500);
  });
}

const dataSource: GridDataSource = {
  getRows: fetchChildren,
  getGroupKey: (row) => row.name,
  getChildrenCount: (row) => row.childCount,
};

const columns: GridColDef[] = [{field: 'size', headerName: 'Size (KB)', type: 'number', width: 130}];

export default function ServerTreeDataFiles() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGridPro
        columns={columns}
        treeData
        dataSource={dataSource}
        sortingMode="server"
        filterMode="server"
        groupingColDef={{headerName: 'Name', width: 280}}
        disableColumnFilter
      />
    </Box>
  );
}
