import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {RichTreeView, type TreeViewDefaultItemModelProperties} from '@mui/x-tree-view';

const CATALOG: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'furniture',
    label: 'Furniture',
    children: [
      {id: 'chairs', label: 'Chairs'},
      {id: 'desks', label: 'Desks'},
      {id: 'shelves', label: 'Shelves'},
    ],
  },
  {
    id: 'lighting',
    label: 'Lighting',
    children: [
      {id: 'lamps', label: 'Lamps'},
      {id: 'pendants', label: 'Pendants'},
    ],
  },
  {id: 'rugs', label: 'Rugs'},
  {id: 'textiles', label: 'Textiles'},
];

export default function AccessibilityKeyboard() {
  const [focusedItem, setFocusedItem] = React.useState<string | null>(null);
  const [selectedItems, setSelectedItems] = React.useState<string[]>([]);

  return (
    <Stack direction={{xs: 'column', sm: 'row'}} spacing={2} sx={{minHeight: 260}}>
      <Box sx={{minWidth: 240}}>
        <RichTreeView
          aria-label="Product catalog"
          items={CATALOG}
          multiSelect
          selectedItems={selectedItems}
          onSelectedItemsChange={(_event, itemIds) => setSelectedItems(itemIds)}
          onItemFocus={(_event, itemId) => setFocusedItem(itemId)}
        />
      </Box>
      <Box>
        <Typography variant="body2">
          Tab into the tree, then use the arrow keys, <kbd>Space</kbd>, <kbd>{'*'}</kbd>, or type a letter.
        </Typography>
        <Typography variant="body2">Focused: {focusedItem ?? 'none'}</Typography>
        <Typography variant="body2">Selected: {selectedItems.length ? selectedItems.join(', ') : 'none'}</Typography>
      </Box>
    </Stack>
  );
}
