import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {RichTreeView, type TreeViewDefaultItemModelProperties} from '@mui/x-tree-view';

const NEWSLETTER_TOPICS: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'product',
    label: 'Product news',
    children: [
      {id: 'releases', label: 'Release notes'},
      {id: 'roadmap', label: 'Roadmap updates'},
      {id: 'beta', label: 'Beta programs'},
    ],
  },
  {
    id: 'learning',
    label: 'Learning',
    children: [
      {id: 'tutorials', label: 'Tutorials'},
      {id: 'webinars', label: 'Webinars'},
      {id: 'case-studies', label: 'Case studies'},
    ],
  },
  {id: 'events', label: 'Events near you'},
  {id: 'offers', label: 'Special offers'},
];

// Every id of the data, collapsed items included.
const ALL_IDS: string[] = [];
const collectIds = (items: TreeViewDefaultItemModelProperties[]) =>
  items.forEach((item) => {
    ALL_IDS.push(item.id);
    collectIds(item.children ?? []);
  });
collectIds(NEWSLETTER_TOPICS);

export default function RichTreeViewSelectionBulk() {
  const [selectedItems, setSelectedItems] = React.useState<string[]>(['releases']);

  return (
    <Box sx={{minHeight: 320, width: 340}}>
      <Stack direction="row" spacing={1} sx={{mb: 1}}>
        <Button size="small" variant="outlined" onClick={() => setSelectedItems(ALL_IDS)}>
          All
        </Button>
        <Button size="small" variant="outlined" onClick={() => setSelectedItems([])}>
          None
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setSelectedItems((prev) => ALL_IDS.filter((itemId) => !prev.includes(itemId)))}
        >
          Invert
        </Button>
      </Stack>
      <Typography variant="body2" sx={{mb: 1}}>
        {selectedItems.length} of {ALL_IDS.length} topics selected
      </Typography>
      <RichTreeView
        aria-label="Newsletter topics"
        items={NEWSLETTER_TOPICS}
        multiSelect
        checkboxSelection
        selectedItems={selectedItems}
        onSelectedItemsChange={(_event, itemIds) => setSelectedItems(itemIds)}
        defaultExpandedItems={['product']}
      />
    </Box>
  );
}
