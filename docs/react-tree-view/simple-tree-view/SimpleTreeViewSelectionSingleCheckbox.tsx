import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {SimpleTreeView, TreeItem} from '@mui/x-tree-view';

export default function SimpleTreeViewSelectionSingleCheckbox() {
  const [delivery, setDelivery] = React.useState<string | null>('standard-home');

  return (
    <Box sx={{minHeight: 260, width: 320}}>
      <Typography variant="body2" sx={{mb: 1}}>
        Delivery option: {delivery ?? 'none (pick one)'}
      </Typography>
      {/* Without multiSelect, ticking a box unticks the previous one. */}
      <SimpleTreeView
        aria-label="Delivery options"
        checkboxSelection
        selectedItems={delivery}
        onSelectedItemsChange={(_event, itemId) => setDelivery(itemId)}
        defaultExpandedItems={['standard', 'express']}
      >
        <TreeItem itemId="standard" label="Standard (3 to 5 days)" disableSelection>
          <TreeItem itemId="standard-home" label="Home delivery" />
          <TreeItem itemId="standard-pickup" label="Pickup point" />
        </TreeItem>
        <TreeItem itemId="express" label="Express" disableSelection>
          <TreeItem itemId="express-next-day" label="Next day" />
          <TreeItem itemId="express-same-day" label="Same day (city centers)" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
