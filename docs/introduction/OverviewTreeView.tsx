import * as React from 'react';
import Box from '@mui/material/Box';
import {RichTreeView, type TreeViewDefaultItemModelProperties} from '@mui/x-tree-view';

const FOLDERS: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'marketing',
    label: 'Marketing',
    children: [
      {id: 'campaigns', label: 'Campaigns'},
      {id: 'brand', label: 'Brand assets'},
    ],
  },
  {id: 'finance', label: 'Finance', children: [{id: 'budget', label: 'Budget 2024'}]},
  {id: 'handbook', label: 'Employee handbook'},
];

export default function OverviewTreeView() {
  return (
    <Box sx={{minHeight: 180, minWidth: 250}}>
      <RichTreeView aria-label="Shared drive" items={FOLDERS} defaultExpandedItems={['marketing']} />
    </Box>
  );
}
