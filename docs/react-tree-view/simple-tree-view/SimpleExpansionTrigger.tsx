import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {SimpleTreeView, TreeItem} from '@mui/x-tree-view';

export default function SimpleExpansionTrigger() {
  const [selected, setSelected] = React.useState<string | null>('settings');

  return (
    <Box sx={{minHeight: 220, minWidth: 250}}>
      <Typography variant="body2" sx={{mb: 1}}>
        Open page: {selected ?? 'none'}
      </Typography>
      {/* Clicking a label selects the page; only the chevron opens or closes a section. */}
      <SimpleTreeView
        aria-label="Admin pages"
        expansionTrigger="iconContainer"
        selectedItems={selected}
        onSelectedItemsChange={(_event, itemId) => setSelected(itemId)}
      >
        <TreeItem itemId="settings" label="Settings">
          <TreeItem itemId="settings-profile" label="Profile" />
          <TreeItem itemId="settings-billing" label="Billing" />
        </TreeItem>
        <TreeItem itemId="users" label="Users">
          <TreeItem itemId="users-invitations" label="Invitations" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
