import * as React from 'react';
import Box from '@mui/material/Box';
import {SimpleTreeView, TreeItem} from '@mui/x-tree-view';

export default function OverviewSimpleTree() {
  return (
    <Box sx={{minHeight: 200, minWidth: 250}}>
      <SimpleTreeView aria-label="Project menu">
        <TreeItem itemId="docs" label="Documents">
          <TreeItem itemId="docs-cv" label="CV.pdf" />
          <TreeItem itemId="docs-invoice" label="Invoice.pdf" />
        </TreeItem>
        <TreeItem itemId="photos" label="Photos">
          <TreeItem itemId="photos-paris" label="Paris 2024" />
        </TreeItem>
        <TreeItem itemId="music" label="Music" />
      </SimpleTreeView>
    </Box>
  );
}
