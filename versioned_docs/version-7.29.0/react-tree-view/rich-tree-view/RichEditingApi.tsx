import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {RichTreeView, useTreeViewApiRef, type TreeViewBaseItem} from '@mui/x-tree-view';

const DOCS: TreeViewBaseItem[] = [
  {
    id: 'specs',
    label: 'Specifications',
    children: [
      {id: 'specs-auth', label: 'Authentication'},
      {id: 'specs-billing', label: 'Billing'},
    ],
  },
];

export default function RichEditingApi() {
  const apiRef = useTreeViewApiRef();

  return (
    <Box sx={{minHeight: 200, minWidth: 260}}>
      <Button
        size="small"
        variant="outlined"
        onClick={() => apiRef.current?.updateItemLabel('specs-auth', 'Authentication and sessions')}
      >
        Rename &quot;Authentication&quot;
      </Button>
      <RichTreeView
        aria-label="Specifications"
        items={DOCS}
        apiRef={apiRef}
        experimentalFeatures={{labelEditing: true}}
        isItemEditable
        defaultExpandedItems={['specs']}
        sx={{mt: 1}}
      />
    </Box>
  );
}
