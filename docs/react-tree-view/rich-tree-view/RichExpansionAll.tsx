import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {RichTreeView, type TreeViewDefaultItemModelProperties} from '@mui/x-tree-view';

const REGIONS: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'europe',
    label: 'Europe',
    children: [
      {id: 'france', label: 'France', children: [{id: 'paris', label: 'Paris'}]},
      {id: 'spain', label: 'Spain', children: [{id: 'madrid', label: 'Madrid'}]},
    ],
  },
  {id: 'asia', label: 'Asia', children: [{id: 'japan', label: 'Japan', children: [{id: 'osaka', label: 'Osaka'}]}]},
];

function getParentIds(items: TreeViewDefaultItemModelProperties[]): string[] {
  return items.flatMap((item) => (item.children?.length ? [item.id, ...getParentIds(item.children)] : []));
}

const ALL_PARENT_IDS = getParentIds(REGIONS);

export default function RichExpansionAll() {
  const [expandedItems, setExpandedItems] = React.useState<string[]>([]);

  return (
    <Box sx={{minHeight: 320, minWidth: 250}}>
      <Stack direction="row" spacing={1} sx={{mb: 1}}>
        <Button size="small" onClick={() => setExpandedItems(ALL_PARENT_IDS)}>
          Expand all
        </Button>
        <Button size="small" onClick={() => setExpandedItems([])}>
          Collapse all
        </Button>
      </Stack>
      <RichTreeView
        aria-label="Offices"
        items={REGIONS}
        expandedItems={expandedItems}
        onExpandedItemsChange={(_event, itemIds) => setExpandedItems(itemIds)}
      />
    </Box>
  );
}
