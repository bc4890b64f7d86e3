import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {RichTreeView, type TreeViewDefaultItemModelProperties} from '@mui/x-tree-view';

const SHIPPING_ZONES: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'europe',
    label: 'Europe',
    children: [
      {id: 'fr', label: 'France'},
      {id: 'de', label: 'Germany'},
      {id: 'es', label: 'Spain'},
      {id: 'se', label: 'Sweden'},
    ],
  },
  {
    id: 'americas',
    label: 'Americas',
    children: [
      {id: 'ca', label: 'Canada'},
      {id: 'us', label: 'United States'},
      {id: 'br', label: 'Brazil'},
    ],
  },
  {
    id: 'asia-pacific',
    label: 'Asia-Pacific',
    children: [
      {id: 'jp', label: 'Japan'},
      {id: 'au', label: 'Australia'},
    ],
  },
];

// Labels by id, to render the selection outside of the tree.
const LABELS = new Map<string, string>();
const collectLabels = (items: TreeViewDefaultItemModelProperties[]) =>
  items.forEach((item) => {
    LABELS.set(item.id, item.label);
    collectLabels(item.children ?? []);
  });
collectLabels(SHIPPING_ZONES);

export default function RichTreeViewSelectionChips() {
  const [selectedItems, setSelectedItems] = React.useState<string[]>(['fr', 'de', 'ca']);

  return (
    <Box sx={{minHeight: 340, maxWidth: 420}}>
      <Typography variant="body2" sx={{mb: 1}}>
        Ship to ({selectedItems.length}):
      </Typography>
      <Stack direction="row" sx={{flexWrap: 'wrap', gap: 0.5, minHeight: 32, mb: 1}}>
        {selectedItems.map((itemId) => (
          <Chip
            key={itemId}
            size="small"
            label={LABELS.get(itemId)}
            onDelete={() => setSelectedItems((prev) => prev.filter((id) => id !== itemId))}
          />
        ))}
      </Stack>
      <RichTreeView
        aria-label="Shipping zones"
        items={SHIPPING_ZONES}
        multiSelect
        checkboxSelection
        selectedItems={selectedItems}
        onSelectedItemsChange={(_event, itemIds) => setSelectedItems(itemIds)}
        defaultExpandedItems={['europe', 'americas']}
      />
    </Box>
  );
}
