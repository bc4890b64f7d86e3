import * as React from 'react';
import Box from '@mui/material/Box';
import {SimpleTreeView, TreeItem} from '@mui/x-tree-view';

export default function SimpleSelectionCheckbox() {
  return (
    <Box sx={{minHeight: 240, minWidth: 250}}>
      <SimpleTreeView
        aria-label="Folders to synchronize"
        checkboxSelection
        multiSelect
        defaultExpandedItems={['photos']}
      >
        <TreeItem itemId="photos" label="Photos">
          <TreeItem itemId="photos-2023" label="2023" />
          <TreeItem itemId="photos-2024" label="2024" />
        </TreeItem>
        <TreeItem itemId="documents" label="Documents">
          <TreeItem itemId="documents-taxes" label="Taxes" />
        </TreeItem>
        <TreeItem itemId="music" label="Music" />
      </SimpleTreeView>
    </Box>
  );
}
