import * as React from 'react';
import Box from '@mui/material/Box';
import {SimpleTreeView, TreeItem} from '@mui/x-tree-view';

export default function SimpleItemsBasic() {
  return (
    <Box sx={{minHeight: 200, minWidth: 250}}>
      <SimpleTreeView aria-label="Bookshelf">
        <TreeItem itemId="fiction" label="Fiction">
          <TreeItem itemId="fiction-scifi" label="Science fiction" />
          <TreeItem itemId="fiction-crime" label="Crime" />
          <TreeItem itemId="fiction-fantasy" label="Fantasy" />
        </TreeItem>
        <TreeItem itemId="essays" label="Essays">
          <TreeItem itemId="essays-history" label="History" />
        </TreeItem>
        <TreeItem itemId="poetry" label="Poetry" />
      </SimpleTreeView>
    </Box>
  );
}
