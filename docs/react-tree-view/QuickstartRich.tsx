import * as React from 'react';
import Box from '@mui/material/Box';
import {RichTreeView, type TreeViewDefaultItemModelProperties} from '@mui/x-tree-view';

const PACKAGES: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'grid',
    label: 'Data Grid',
    children: [
      {id: 'grid-community', label: '@mui/x-data-grid'},
      {id: 'grid-pro', label: '@mui/x-data-grid-pro'},
      {id: 'grid-premium', label: '@mui/x-data-grid-premium'},
    ],
  },
  {
    id: 'pickers',
    label: 'Date and Time Pickers',
    children: [
      {id: 'pickers-community', label: '@mui/x-date-pickers'},
      {id: 'pickers-pro', label: '@mui/x-date-pickers-pro'},
    ],
  },
];

export default function QuickstartRich() {
  return (
    <Box sx={{minHeight: 200, minWidth: 250}}>
      <RichTreeView aria-label="MUI X packages" items={PACKAGES} defaultExpandedItems={['grid']} />
    </Box>
  );
}
