import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {SimpleTreeView, TreeItem, useSimpleTreeViewApiRef} from '@mui/x-tree-view';

export default function SimpleSelectionApi() {
  const apiRef = useSimpleTreeViewApiRef();

  const toggleArchive = (event: React.SyntheticEvent) => {
    // Without shouldBeSelected, the item's selection is toggled.
    apiRef.current?.setItemSelection({event, itemId: 'archive', keepExistingSelection: true});
  };

  const selectOnlyInbox = (event: React.SyntheticEvent) => {
    apiRef.current?.setItemSelection({event, itemId: 'inbox', shouldBeSelected: true});
  };

  return (
    <Box sx={{minHeight: 200, minWidth: 250}}>
      <Stack direction="row" spacing={1} sx={{mb: 1}}>
        <Button size="small" variant="outlined" onClick={toggleArchive}>
          Toggle Archive
        </Button>
        <Button size="small" variant="outlined" onClick={selectOnlyInbox}>
          Select only Inbox
        </Button>
      </Stack>
      <SimpleTreeView aria-label="Mailbox" apiRef={apiRef} multiSelect>
        <TreeItem itemId="inbox" label="Inbox" />
        <TreeItem itemId="archive" label="Archive" />
        <TreeItem itemId="spam" label="Spam" />
      </SimpleTreeView>
    </Box>
  );
}
