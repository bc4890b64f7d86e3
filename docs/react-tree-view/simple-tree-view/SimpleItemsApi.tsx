import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  SimpleTreeView,
  TreeItem,
  useSimpleTreeViewApiRef,
  type TreeViewDefaultItemModelProperties,
} from '@mui/x-tree-view';

export default function SimpleItemsApi() {
  const apiRef = useSimpleTreeViewApiRef();
  const [snapshot, setSnapshot] = React.useState<TreeViewDefaultItemModelProperties[] | null>(null);

  return (
    <Stack direction={{xs: 'column', sm: 'row'}} spacing={2} sx={{minHeight: 240}}>
      <Box sx={{minWidth: 220}}>
        <Button size="small" variant="outlined" onClick={() => setSnapshot(apiRef.current?.getItemTree() ?? null)}>
          Read the item tree
        </Button>
        <SimpleTreeView aria-label="Project" apiRef={apiRef} sx={{mt: 1}}>
          <TreeItem itemId="src" label="src">
            <TreeItem itemId="src-index" label="index.ts" />
            <TreeItem itemId="src-app" label="App.tsx" />
          </TreeItem>
          <TreeItem itemId="readme" label="README.md" />
        </SimpleTreeView>
      </Box>
      {/* Expand "src" and read the tree again: its children only appear once they are mounted. */}
      <Box component="pre" sx={{flex: 1, m: 0, p: 1, fontSize: 12, bgcolor: 'action.hover', overflow: 'auto'}}>
        {snapshot ? JSON.stringify(snapshot, null, 2) : 'Click the button to read the tree.'}
      </Box>
    </Stack>
  );
}
