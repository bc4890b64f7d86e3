import * as React from 'react';
import Box from '@mui/material/Box';
import {RichTreeView, type TreeViewDefaultItemModelProperties} from '@mui/x-tree-view';

const MAILBOX: TreeViewDefaultItemModelProperties[] = [
  {id: 'inbox', label: 'Inbox'},
  {
    id: 'labels',
    label: 'Labels',
    children: [
      {id: 'labels-travel', label: 'Travel'},
      {id: 'labels-receipts', label: 'Receipts'},
    ],
  },
  {id: 'spam', label: 'Spam'},
  {id: 'trash', label: 'Trash'},
];

export default function RichCustomItemSlot() {
  return (
    <Box sx={{minHeight: 240, minWidth: 250}}>
      <RichTreeView
        aria-label="Mailbox"
        items={MAILBOX}
        defaultExpandedItems={['labels']}
        slotProps={{
          // The function receives the item's id and label, so props can depend on the item.
          item: ({itemId}) => ({
            sx: itemId === 'spam' || itemId === 'trash' ? {color: 'error.main'} : undefined,
          }),
        }}
      />
    </Box>
  );
}
