import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {SimpleTreeView, TreeItem} from '@mui/x-tree-view';

export default function SimpleItemsDisabled() {
  const [disabledItemsFocusable, setDisabledItemsFocusable] = React.useState(false);

  return (
    <Box sx={{minHeight: 240, minWidth: 250}}>
      <FormControlLabel
        control={
          <Switch
            checked={disabledItemsFocusable}
            onChange={(event) => setDisabledItemsFocusable(event.target.checked)}
          />
        }
        label="Disabled items focusable"
      />
      <SimpleTreeView aria-label="Mailbox" disabledItemsFocusable={disabledItemsFocusable}>
        <TreeItem itemId="inbox" label="Inbox" />
        {/* Disabling a parent disables its children too. */}
        <TreeItem itemId="drafts" label="Drafts (syncing)" disabled>
          <TreeItem itemId="draft-1" label="Quarterly report" />
        </TreeItem>
        <TreeItem itemId="sent" label="Sent">
          <TreeItem itemId="sent-1" label="Re: Team offsite" />
          <TreeItem itemId="sent-2" label="Invoice #1042" disabled />
        </TreeItem>
        <TreeItem itemId="trash" label="Trash" />
      </SimpleTreeView>
    </Box>
  );
}
