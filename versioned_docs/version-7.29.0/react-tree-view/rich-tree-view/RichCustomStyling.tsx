import * as React from 'react';
import Box from '@mui/material/Box';
import {RichTreeView, treeItemClasses, type TreeViewBaseItem} from '@mui/x-tree-view';

const CHANNELS: TreeViewBaseItem[] = [
  {
    id: 'general',
    label: 'General',
    children: [
      {id: 'announcements', label: '# announcements'},
      {id: 'random', label: '# random'},
    ],
  },
  {
    id: 'product',
    label: 'Product',
    children: [
      {id: 'roadmap', label: '# roadmap'},
      {id: 'feedback', label: '# feedback'},
    ],
  },
];

export default function RichCustomStyling() {
  return (
    <Box sx={{minHeight: 240, minWidth: 250}}>
      <RichTreeView
        aria-label="Channels"
        items={CHANNELS}
        defaultExpandedItems={['general', 'product']}
        defaultSelectedItems="roadmap"
        sx={{
          [`& .${treeItemClasses.content}`]: {py: 0.5, borderRadius: 2},
          [`& .${treeItemClasses.content}.${treeItemClasses.selected}`]: {
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
          },
          [`& .${treeItemClasses.content}.${treeItemClasses.selected}:hover`]: {bgcolor: 'primary.dark'},
          [`& .${treeItemClasses.selected} .${treeItemClasses.label}`]: {fontWeight: 'bold'},
          [`& .${treeItemClasses.groupTransition} .${treeItemClasses.label}`]: {fontSize: 14},
        }}
      />
    </Box>
  );
}
