import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {RichTreeView, type TreeViewDefaultItemModelProperties} from '@mui/x-tree-view';

const SERVICES: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'backend',
    label: 'Backend',
    children: [
      {id: 'api', label: 'API'},
      {id: 'workers', label: 'Workers'},
    ],
  },
  {id: 'frontend', label: 'Frontend'},
];

const OWNERS: Record<string, string> = {
  backend: 'Platform team',
  api: 'Lee Chen',
  workers: 'Priya Nair',
  frontend: 'Tom Okafor',
};

export default function RichSelectionControlled() {
  const [selectedItem, setSelectedItem] = React.useState<string | null>('api');

  return (
    <Box sx={{minHeight: 220, minWidth: 250}}>
      <Typography variant="body2" sx={{mb: 1}}>
        {selectedItem ? `Owner of ${selectedItem}: ${OWNERS[selectedItem]}` : 'Select a service to see its owner.'}
      </Typography>
      <RichTreeView
        aria-label="Services"
        items={SERVICES}
        defaultExpandedItems={['backend']}
        selectedItems={selectedItem}
        onSelectedItemsChange={(_event, itemId) => setSelectedItem(itemId)}
      />
    </Box>
  );
}
