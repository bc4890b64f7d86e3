import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import CodeIcon from '@mui/icons-material/Code';
import DescriptionIcon from '@mui/icons-material/Description';
import FolderIcon from '@mui/icons-material/Folder';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import ImageIcon from '@mui/icons-material/Image';
import {
  DataGridPro,
  type DataGridProProps,
  type GridColDef,
  type GridRenderCellParams,
  useGridApiContext,
} from '@mui/x-data-grid-pro';

type Entry = {id: number; path: string[]; size: number | null};

const rows: Entry[] = [
  {id: 1, path: ['design'], size: null},
  {id: 2, path: ['design', 'logo.svg'], size: 14},
  {id: 3, path: ['design', 'hero.png'], size: 820},
  {id: 4, path: ['src'], size: null},
  {id: 5, path: ['src', 'App.tsx'], size: 6},
  {id: 6, path: ['src', 'theme.ts'], size: 3},
  {id: 7, path: ['src', 'pages'], size: null},
  {id: 8, path: ['src', 'pages', 'Home.tsx'], size: 9},
  {id: 9, path: ['README.md'], size: 4},
];

function fileIcon(name: string) {
  if (/\.(png|jpe?g|svg)$/.test(name)) {
    return <ImageIcon fontSize="small" color="secondary" />;
  }
  if (/\.tsx?$/.test(name)) {
    return <CodeIcon fontSize="small" color="primary" />;
  }
  return <DescriptionIcon fontSize="small" color="action" />;
}

function FileCell(props: GridRenderCellParams<Entry>) {
  const {id, rowNode} = props;
  const apiRef = useGridApiContext();
  const name = String(rowNode.type === 'group' || rowNode.type === 'leaf' ? rowNode.groupingKey : '');
  const isFolder = rowNode.type === 'group';

  return (
    <Box sx={{display: 'flex', alignItems: 'center', gap: 1, height: '100%', pl: rowNode.depth * 3}}>
      {isFolder ? (
        <IconButton
          size="small"
          tabIndex={-1}
          aria-label={rowNode.childrenExpanded ? 'Close folder' : 'Open folder'}
          onClick={(event) => {
            event.stopPropagation();
            apiRef.current.setRowChildrenExpansion(id, !rowNode.childrenExpanded);
          }}
        >
          {rowNode.childrenExpanded ? <FolderOpenIcon fontSize="small" /> : <FolderIcon fontSize="small" />}
        </IconButton>
      ) : (
        <Box sx={{display: 'flex', width: 34, justifyContent: 'center'}}>{fileIcon(name)}</Box>
      )}
      <span>{name}</span>
    </Box>
  );
}

const columns: GridColDef<Entry>[] = [{field: 'size', headerName: 'Size (KB)', type: 'number', width: 120}];

const getTreeDataPath: DataGridProProps<Entry>['getTreeDataPath'] = (row) => row.path;

const groupingColDef: DataGridProProps['groupingColDef'] = {
  headerName: 'Name',
  width: 280,
  renderCell: (params) => <FileCell {...params} />,
};

export default function TreeDataCustomGroupingCell() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGridPro
        treeData
        rows={rows}
        columns={columns}
        getTreeDataPath={getTreeDataPath}
        groupingColDef={groupingColDef}
        defaultGroupingExpansionDepth={1}
      />
    </Box>
  );
}
