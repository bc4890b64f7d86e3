import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {SimpleTreeView, TreeItem} from '@mui/x-tree-view';

export default function SimpleItemsClick() {
  const [lastClicked, setLastClicked] = React.useState<string | null>(null);

  return (
    <Box sx={{minHeight: 220, minWidth: 250}}>
      <Typography variant="body2" sx={{mb: 1}}>
        Last clicked item: {lastClicked ?? 'none'}
      </Typography>
      <SimpleTreeView aria-label="Recipes" onItemClick={(_event, itemId) => setLastClicked(itemId)}>
        <TreeItem itemId="starters" label="Starters">
          <TreeItem itemId="gazpacho" label="Gazpacho" />
          <TreeItem itemId="bruschetta" label="Bruschetta" />
        </TreeItem>
        <TreeItem itemId="mains" label="Mains">
          <TreeItem itemId="risotto" label="Mushroom risotto" />
        </TreeItem>
        <TreeItem itemId="desserts" label="Desserts" />
      </SimpleTreeView>
    </Box>
  );
}
