import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {SimpleTreeView, TreeItem, useSimpleTreeViewApiRef} from '@mui/x-tree-view';

export default function SimpleExpansionApi() {
  const apiRef = useSimpleTreeViewApiRef();

  const setSettingsExpansion = (event: React.SyntheticEvent, isExpanded: boolean) => {
    apiRef.current?.setItemExpansion({event, itemId: 'settings', shouldBeExpanded: isExpanded});
  };

  return (
    <Box sx={{minHeight: 220, minWidth: 250}}>
      <Stack direction="row" spacing={1} sx={{mb: 1}}>
        <Button size="small" variant="outlined" onClick={(event) => setSettingsExpansion(event, true)}>
          Reveal settings
        </Button>
        <Button size="small" variant="outlined" onClick={(event) => setSettingsExpansion(event, false)}>
          Hide settings
        </Button>
      </Stack>
      <SimpleTreeView aria-label="Application" apiRef={apiRef}>
        <TreeItem itemId="dashboard" label="Dashboard" />
        <TreeItem itemId="settings" label="Settings">
          <TreeItem itemId="settings-notifications" label="Notifications" />
          <TreeItem itemId="settings-privacy" label="Privacy" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
