import * as React from 'react';
import Box from '@mui/material/Box';
import {createSvgIcon} from '@mui/material/utils';
import {RichTreeView, type TreeViewDefaultItemModelProperties} from '@mui/x-tree-view';

const FolderIcon = createSvgIcon(<path d="M2 5h7l2 2h11v13H2V5z" />, 'Folder');
const FolderOpenIcon = createSvgIcon(<path d="M2 5h7l2 2h9v3H6.5L3.6 19H2V5zm5.7 6H23l-3 9H4.7l3-9z" />, 'FolderOpen');
const FileIcon = createSvgIcon(<path d="M6 2h8l6 6v14H6V2zm2 2v16h10V9h-5V4H8z" />, 'File');

const FILES: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'src',
    label: 'src',
    children: [
      {id: 'src-app', label: 'App.tsx'},
      {id: 'src-utils', label: 'utils', children: [{id: 'src-utils-format', label: 'format.ts'}]},
    ],
  },
  {id: 'public', label: 'public', children: [{id: 'public-favicon', label: 'favicon.ico'}]},
  {id: 'package', label: 'package.json'},
];

export default function RichCustomIcons() {
  return (
    <Box sx={{minHeight: 240, minWidth: 250}}>
      <RichTreeView
        aria-label="Project files"
        items={FILES}
        defaultExpandedItems={['src']}
        slots={{expandIcon: FolderIcon, collapseIcon: FolderOpenIcon, endIcon: FileIcon}}
        slotProps={{expandIcon: {color: 'primary'}, collapseIcon: {color: 'primary'}, endIcon: {color: 'action'}}}
      />
    </Box>
  );
}
