import * as React from 'react';
import Box from '@mui/material/Box';
import {createSvgIcon} from '@mui/material/utils';
import {SimpleTreeView, TreeItem} from '@mui/x-tree-view';

const StarIcon = createSvgIcon(
  <path d="M12 2l2.9 6.6 7.1.6-5.4 4.7 1.6 7-6.2-3.7-6.2 3.7 1.6-7L2 9.2l7.1-.6L12 2z" />,
  'Star',
);
const ClockIcon = createSvgIcon(
  <path d="M12 2a10 10 0 110 20 10 10 0 010-20zm0 2a8 8 0 100 16 8 8 0 000-16zm1 3v5l4 2.5-1 1.6-5-3V7h2z" />,
  'Clock',
);

export default function SimpleCustomItemIcon() {
  return (
    <Box sx={{minHeight: 200, minWidth: 250}}>
      <SimpleTreeView aria-label="Bookmarks">
        {/* The icon slot replaces the item's icon whatever its state. */}
        <TreeItem itemId="favorites" label="Favorites" slots={{icon: StarIcon}} slotProps={{icon: {color: 'warning'}}}>
          <TreeItem itemId="favorites-news" label="Morning news" />
          <TreeItem itemId="favorites-weather" label="Weather" />
        </TreeItem>
        <TreeItem itemId="recent" label="Recent" slots={{icon: ClockIcon}}>
          <TreeItem itemId="recent-docs" label="Design docs" />
        </TreeItem>
        <TreeItem itemId="others" label="Other bookmarks">
          <TreeItem itemId="others-recipes" label="Recipes" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
