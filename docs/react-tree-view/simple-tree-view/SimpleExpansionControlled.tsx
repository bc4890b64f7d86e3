import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {SimpleTreeView, TreeItem} from '@mui/x-tree-view';

// The tree cannot list the ids of unmounted items, so keep the parent ids next to the data.
const PARENT_IDS = ['fruits', 'citrus', 'vegetables'];

export default function SimpleExpansionControlled() {
  const [expandedItems, setExpandedItems] = React.useState<string[]>([]);

  const toggleAll = () => setExpandedItems((prev) => (prev.length === 0 ? PARENT_IDS : []));

  return (
    <Box sx={{minHeight: 280, minWidth: 250}}>
      <Button size="small" onClick={toggleAll}>
        {expandedItems.length === 0 ? 'Expand all' : 'Collapse all'}
      </Button>
      <SimpleTreeView
        aria-label="Grocery list"
        expandedItems={expandedItems}
        onExpandedItemsChange={(_event, itemIds) => setExpandedItems(itemIds)}
      >
        <TreeItem itemId="fruits" label="Fruits">
          <TreeItem itemId="apple" label="Apple" />
          <TreeItem itemId="citrus" label="Citrus">
            <TreeItem itemId="lemon" label="Lemon" />
            <TreeItem itemId="orange" label="Orange" />
          </TreeItem>
        </TreeItem>
        <TreeItem itemId="vegetables" label="Vegetables">
          <TreeItem itemId="leek" label="Leek" />
          <TreeItem itemId="carrot" label="Carrot" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
