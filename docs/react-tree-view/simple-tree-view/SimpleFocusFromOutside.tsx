import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {SimpleTreeView, TreeItem, useSimpleTreeViewApiRef} from '@mui/x-tree-view';

export default function SimpleFocusFromOutside() {
  const apiRef = useSimpleTreeViewApiRef();

  const focusLeek = (event: React.SyntheticEvent) => {
    apiRef.current?.setItemExpansion({event, itemId: 'vegetables', shouldBeExpanded: true});
    // Wait for the children to mount before moving the focus.
    requestAnimationFrame(() => apiRef.current?.focusItem(event, 'leek'));
  };

  return (
    <Box sx={{minHeight: 220, minWidth: 250}}>
      <Button size="small" variant="outlined" onClick={focusLeek}>
        Focus &quot;Leek&quot;
      </Button>
      <SimpleTreeView aria-label="Vegetable garden" apiRef={apiRef} sx={{mt: 1}}>
        <TreeItem itemId="herbs" label="Herbs">
          <TreeItem itemId="basil" label="Basil" />
        </TreeItem>
        <TreeItem itemId="vegetables" label="Vegetables">
          <TreeItem itemId="carrot" label="Carrot" />
          <TreeItem itemId="leek" label="Leek" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
