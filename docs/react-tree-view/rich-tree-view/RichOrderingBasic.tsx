import * as React from 'react';
import Box from '@mui/material/Box';
import {RichTreeViewPro, type TreeViewDefaultItemModelProperties} from '@mui/x-tree-view-pro';

const PLAYLIST: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'morning',
    label: 'Morning',
    children: [
      {id: 'track-1', label: 'Sunrise'},
      {id: 'track-2', label: 'Coffee'},
      {id: 'track-3', label: 'Commute'},
    ],
  },
  {
    id: 'evening',
    label: 'Evening',
    children: [
      {id: 'track-4', label: 'Dusk'},
      {id: 'track-5', label: 'Night drive'},
    ],
  },
];

export default function RichOrderingBasic() {
  return (
    <Box sx={{minHeight: 300, minWidth: 260}}>
      {/* Drag an item above, below, or onto another one. */}
      <RichTreeViewPro
        aria-label="Playlist"
        items={PLAYLIST}
        itemsReordering
        defaultExpandedItems={['morning', 'evening']}
      />
    </Box>
  );
}
