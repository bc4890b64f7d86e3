import * as React from 'react';
import Box from '@mui/material/Box';
import {RichTreeView, type TreeViewDefaultItemModelProperties} from '@mui/x-tree-view';

const ITEMS: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'docs',
    label: 'Documents',
    children: [
      {id: 'docs-cv', label: 'CV.pdf'},
      {id: 'docs-invoice', label: 'Invoice.pdf'},
    ],
  },
  {id: 'photos', label: 'Photos', children: [{id: 'photos-paris', label: 'Paris 2024'}]},
  {id: 'music', label: 'Music'},
];

export default function OverviewRichTree() {
  return (
    <Box sx={{minHeight: 200, minWidth: 250}}>
      <RichTreeView aria-label="Project tree" items={ITEMS} />
    </Box>
  );
}
