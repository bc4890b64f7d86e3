import * as React from 'react';
import Box from '@mui/material/Box';
import {SimpleTreeView, TreeItem} from '@mui/x-tree-view';

export default function SimpleSelectionMulti() {
  return (
    <Box sx={{minHeight: 220, minWidth: 250}}>
      <SimpleTreeView aria-label="Mail folders" multiSelect defaultExpandedItems={['projects']}>
        <TreeItem itemId="inbox" label="Inbox" />
        <TreeItem itemId="projects" label="Projects">
          <TreeItem itemId="projects-website" label="Website redesign" />
          <TreeItem itemId="projects-mobile" label="Mobile app" />
          <TreeItem itemId="projects-billing" label="Billing migration" />
        </TreeItem>
        <TreeItem itemId="archive" label="Archive" />
        <TreeItem itemId="spam" label="Spam" />
      </SimpleTreeView>
    </Box>
  );
}
