import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {SimpleTreeView, TreeItem} from '@mui/x-tree-view';

export default function SimpleSelectionControlled() {
  const [selectedItems, setSelectedItems] = React.useState<string[]>(['inbox']);
  const [lastToggle, setLastToggle] = React.useState('');

  return (
    <Box sx={{minHeight: 260, minWidth: 250}}>
      <Stack direction="row" spacing={1} sx={{mb: 1}}>
        <Button size="small" onClick={() => setSelectedItems(['inbox', 'archive', 'newsletters'])}>
          Select all
        </Button>
        <Button size="small" onClick={() => setSelectedItems([])}>
          Clear
        </Button>
      </Stack>
      <Typography variant="body2">Selected: {selectedItems.length ? selectedItems.join(', ') : 'none'}</Typography>
      <Typography variant="body2" sx={{color: 'text.secondary', mb: 1}}>
        Last toggle: {lastToggle || 'none'}
      </Typography>
      <SimpleTreeView
        aria-label="Mailbox"
        multiSelect
        selectedItems={selectedItems}
        onSelectedItemsChange={(_event, itemIds) => setSelectedItems(itemIds)}
        onItemSelectionToggle={(_event, itemId, isSelected) =>
          setLastToggle(`${itemId} ${isSelected ? 'selected' : 'deselected'}`)
        }
      >
        <TreeItem itemId="inbox" label="Inbox" />
        <TreeItem itemId="archive" label="Archive">
          <TreeItem itemId="newsletters" label="Newsletters" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
