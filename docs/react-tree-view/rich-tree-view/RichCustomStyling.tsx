import * as React from 'react';
import Box from '@mui/material/Box';
import {RichTreeView, treeItemClasses, type TreeViewDefaultItemModelProperties} from '@mui/x-tree-view';

const CHANNELS: TreeViewDefaultItemModelProperties[] = [
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
          // The item states are data attributes on the content element.
          [`& .${treeItemClasses.content}[data-selected]`]: {
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
          },
          [`& .${treeItemClasses.content}[data-selected]:hover`]: {bgcolor: 'primary.dark'},
          [`& .${treeItemClasses.content}[data-selected] .${treeItemClasses.label}`]: {fontWeight: 'bold'},
          [`& .${treeItemClasses.groupTransition} .${treeItemClasses.label}`]: {fontSize: 14},
        }}
      />
    </Box>
  );
}
