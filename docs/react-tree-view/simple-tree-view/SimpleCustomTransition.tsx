import * as React from 'react';
import Box from '@mui/material/Box';
import Fade from '@mui/material/Fade';
import {SimpleTreeView, TreeItem} from '@mui/x-tree-view';

export default function SimpleCustomTransition() {
  return (
    <Box sx={{minHeight: 220, minWidth: 250}}>
      <SimpleTreeView aria-label="Archive">
        <TreeItem
          itemId="archive"
          label="Archive (fades in)"
          slots={{groupTransition: Fade}}
          slotProps={{groupTransition: {timeout: 400}}}
        >
          <TreeItem itemId="archive-2023" label="2023" />
          <TreeItem itemId="archive-2024" label="2024" />
        </TreeItem>
        <TreeItem itemId="current" label="Current (default collapse)">
          <TreeItem itemId="current-q1" label="Q1" />
          <TreeItem itemId="current-q2" label="Q2" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
