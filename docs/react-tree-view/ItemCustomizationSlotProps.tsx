import * as React from 'react';
import Box from '@mui/material/Box';
import {SimpleTreeView, TreeItem} from '@mui/x-tree-view';

export default function ItemCustomizationSlotProps() {
  return (
    <Box sx={{minHeight: 180, minWidth: 250}}>
      <SimpleTreeView aria-label="Notebooks" defaultExpandedItems={['notes']}>
        <TreeItem
          itemId="notes"
          label="Notes"
          // Merged with the props computed by the item: hover the label to see its title.
          slotProps={{
            label: {title: 'Personal notes, synced every hour'},
            content: {style: {borderInlineStart: '3px solid #f59e0b'}},
          }}
        >
          <TreeItem itemId="notes-ideas" label="Ideas" />
          <TreeItem itemId="notes-todo" label="To do" />
        </TreeItem>
        <TreeItem itemId="work" label="Work" />
      </SimpleTreeView>
    </Box>
  );
}
