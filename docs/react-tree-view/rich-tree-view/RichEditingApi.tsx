import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {RichTreeView, useRichTreeViewApiRef, type TreeViewDefaultItemModelProperties} from '@mui/x-tree-view';

const DOCS: TreeViewDefaultItemModelProperties[] = [
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
  const apiRef = useRichTreeViewApiRef();

  return (
    <Box sx={{minHeight: 200, minWidth: 260}}>
      <Stack direction="row" spacing={1} sx={{flexWrap: 'wrap'}}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.updateItemLabel('specs-auth', 'Authentication and sessions')}
        >
          Rename &quot;Authentication&quot;
        </Button>
        {/* Opens the label input, as a double-click would; the user then types and saves. */}
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.setEditedItem('specs-billing')}>
          Edit &quot;Billing&quot;
        </Button>
      </Stack>
      <RichTreeView
        aria-label="Specifications"
        items={DOCS}
        apiRef={apiRef}
        isItemEditable
        defaultExpandedItems={['specs']}
        sx={{mt: 1}}
      />
    </Box>
  );
}
