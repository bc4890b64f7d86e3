import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {RichTreeView, type TreeViewDefaultItemModelProperties} from '@mui/x-tree-view';

const FILES: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'src',
    label: 'src',
    children: [
      {id: 'src-index', label: 'index.ts'},
      {id: 'src-app', label: 'App.tsx'},
    ],
  },
  {id: 'readme', label: 'README.md'},
];

export default function AccessibilityLabelledTree() {
  return (
    <Box component="section" sx={{minHeight: 180, minWidth: 250}}>
      {/* The visible heading gives the tree its accessible name. */}
      <Typography id="a11y-files-heading" variant="h6" component="h3">
        Project files
      </Typography>
      <RichTreeView aria-labelledby="a11y-files-heading" items={FILES} />
    </Box>
  );
}
