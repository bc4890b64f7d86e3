import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {RichTreeView, useRichTreeViewApiRef, type TreeViewDefaultItemModelProperties} from '@mui/x-tree-view';

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

export default function RichSelectionApi() {
  const apiRef = useRichTreeViewApiRef();

  return (
    <Box sx={{minHeight: 220, minWidth: 250}}>
      <Stack direction="row" spacing={1} sx={{mb: 1, flexWrap: 'wrap'}}>
        <Button
          size="small"
          variant="outlined"
          onClick={(event) => apiRef.current?.setItemSelection({event, itemId: 'frontend', shouldBeSelected: true})}
        >
          Select Frontend
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={(event) => apiRef.current?.setItemSelection({event, itemId: 'api', keepExistingSelection: true})}
        >
          Toggle API
        </Button>
      </Stack>
      <RichTreeView
        aria-label="Services"
        items={SERVICES}
        apiRef={apiRef}
        multiSelect
        defaultExpandedItems={['backend']}
      />
    </Box>
  );
}
