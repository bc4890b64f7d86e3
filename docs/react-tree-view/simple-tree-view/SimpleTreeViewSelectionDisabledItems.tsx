import * as React from 'react';
import Box from '@mui/material/Box';
import {SimpleTreeView, TreeItem} from '@mui/x-tree-view';

export default function SimpleTreeViewSelectionDisabledItems() {
  return (
    <Box sx={{minHeight: 320, width: 320}}>
      <SimpleTreeView
        aria-label="Permissions of the Editor role"
        multiSelect
        checkboxSelection
        // "View articles" is granted to every role: selected, and disabled so nobody removes it.
        defaultSelectedItems={['articles-view', 'articles-edit']}
        defaultExpandedItems={['articles', 'settings']}
      >
        <TreeItem itemId="articles" label="Articles">
          <TreeItem itemId="articles-view" label="View articles (always granted)" disabled />
          <TreeItem itemId="articles-edit" label="Edit articles" />
          <TreeItem itemId="articles-publish" label="Publish articles" />
        </TreeItem>
        <TreeItem itemId="settings" label="Settings">
          <TreeItem itemId="settings-billing" label="Billing (owners only)" disabled />
          <TreeItem itemId="settings-members" label="Invite members" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
