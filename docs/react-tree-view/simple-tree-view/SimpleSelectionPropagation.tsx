import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {SimpleTreeView, TreeItem} from '@mui/x-tree-view';

export default function SimpleSelectionPropagation() {
  const [selectedItems, setSelectedItems] = React.useState<string[]>([]);

  return (
    <Box sx={{minHeight: 260, minWidth: 250}}>
      <Typography variant="body2" sx={{mb: 1}}>
        Synchronized: {selectedItems.length ? selectedItems.join(', ') : 'nothing'}
      </Typography>
      {/* The Simple Tree View only propagates to mounted items, so every folder starts expanded. */}
      <SimpleTreeView
        aria-label="Folders to synchronize"
        checkboxSelection
        multiSelect
        selectionPropagation={{descendants: true, parents: true}}
        defaultExpandedItems={['photos', 'documents']}
        selectedItems={selectedItems}
        onSelectedItemsChange={(_event, itemIds) => setSelectedItems(itemIds)}
      >
        <TreeItem itemId="photos" label="Photos">
          <TreeItem itemId="photos-2023" label="2023" />
          <TreeItem itemId="photos-2024" label="2024" />
        </TreeItem>
        <TreeItem itemId="documents" label="Documents">
          <TreeItem itemId="documents-taxes" label="Taxes" />
          <TreeItem itemId="documents-contracts" label="Contracts" />
        </TreeItem>
        <TreeItem itemId="music" label="Music" />
      </SimpleTreeView>
    </Box>
  );
}
