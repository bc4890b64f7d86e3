import * as React from 'react';
import Box from '@mui/material/Box';
import {SimpleTreeView, TreeItem} from '@mui/x-tree-view';

export default function SimpleExpansionDefault() {
  return (
    <Box sx={{minHeight: 260, minWidth: 250}}>
      <SimpleTreeView aria-label="Repository" defaultExpandedItems={['src', 'src-components']}>
        <TreeItem itemId="src" label="src">
          <TreeItem itemId="src-components" label="components">
            <TreeItem itemId="src-button" label="Button.tsx" />
            <TreeItem itemId="src-dialog" label="Dialog.tsx" />
          </TreeItem>
          <TreeItem itemId="src-hooks" label="hooks">
            <TreeItem itemId="src-use-fetch" label="useFetch.ts" />
          </TreeItem>
        </TreeItem>
        <TreeItem itemId="tests" label="tests">
          <TreeItem itemId="tests-button" label="Button.test.tsx" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
