import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type {TreeViewDefaultItemModelProperties} from '@mui/x-tree-view';
import {RichTreeViewPro} from '@mui/x-tree-view-pro';

const BOOKMARKS: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'work',
    label: 'Work',
    children: [
      {id: 'work-calendar', label: 'Team calendar'},
      {id: 'work-wiki', label: 'Internal wiki'},
      {id: 'work-status', label: 'Status page'},
    ],
  },
  {
    id: 'reading',
    label: 'Reading list',
    children: [
      {id: 'reading-css', label: 'Modern CSS layouts'},
      {id: 'reading-a11y', label: 'Accessible trees'},
    ],
  },
];

export default function RichTreeViewOrderingWithEditing() {
  return (
    <Box sx={{minHeight: 300, width: 300}}>
      <Typography variant="body2" sx={{color: 'text.secondary', mb: 1}}>
        Drag a bookmark to move it, double-click its name to rename it.
      </Typography>
      <RichTreeViewPro
        aria-label="Bookmarks"
        items={BOOKMARKS}
        // Two independent props: one turns on drag and drop, the other label editing.
        itemsReordering
        isItemEditable
        defaultExpandedItems={['work', 'reading']}
      />
    </Box>
  );
}
