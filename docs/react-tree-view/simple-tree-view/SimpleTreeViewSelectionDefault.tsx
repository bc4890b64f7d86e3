import * as React from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import {SimpleTreeView, TreeItem} from '@mui/x-tree-view';

export default function SimpleTreeViewSelectionDefault() {
  return (
    <Box sx={{minHeight: 300, width: 300}}>
      <TextField size="small" label="Project name" defaultValue="storefront" fullWidth sx={{mb: 1}} />
      {/* Uncontrolled: the tree starts with this selection and manages it afterwards. */}
      <SimpleTreeView aria-label="Project template" defaultSelectedItems="react-ts" defaultExpandedItems={['react']}>
        <TreeItem itemId="vanilla" label="Vanilla JavaScript" />
        <TreeItem itemId="react" label="React">
          <TreeItem itemId="react-js" label="React with JavaScript" />
          <TreeItem itemId="react-ts" label="React with TypeScript" />
          <TreeItem itemId="react-ssr" label="React with server rendering" />
        </TreeItem>
        <TreeItem itemId="vue" label="Vue">
          <TreeItem itemId="vue-ts" label="Vue with TypeScript" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
