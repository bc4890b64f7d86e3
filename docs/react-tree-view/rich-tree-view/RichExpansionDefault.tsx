import * as React from 'react';
import Box from '@mui/material/Box';
import {RichTreeView, type TreeViewDefaultItemModelProperties} from '@mui/x-tree-view';

const REGIONS: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'europe',
    label: 'Europe',
    children: [
      {
        id: 'france',
        label: 'France',
        children: [
          {id: 'paris', label: 'Paris'},
          {id: 'lyon', label: 'Lyon'},
        ],
      },
      {id: 'spain', label: 'Spain', children: [{id: 'madrid', label: 'Madrid'}]},
    ],
  },
  {
    id: 'asia',
    label: 'Asia',
    children: [
      {id: 'japan', label: 'Japan', children: [{id: 'osaka', label: 'Osaka'}]},
      {id: 'india', label: 'India'},
    ],
  },
];

export default function RichExpansionDefault() {
  return (
    <Box sx={{minHeight: 300, minWidth: 250}}>
      <RichTreeView aria-label="Offices" items={REGIONS} defaultExpandedItems={['europe', 'france']} />
    </Box>
  );
}
