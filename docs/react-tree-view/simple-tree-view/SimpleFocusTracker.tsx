import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {SimpleTreeView, TreeItem} from '@mui/x-tree-view';

export default function SimpleFocusTracker() {
  const [focusedId, setFocusedId] = React.useState<string | null>(null);

  return (
    <Box sx={{minHeight: 220, minWidth: 250}}>
      <Typography variant="body2" sx={{mb: 1}}>
        Focused item: {focusedId ?? 'none'}
      </Typography>
      <SimpleTreeView aria-label="Media library" onItemFocus={(_event, itemId) => setFocusedId(itemId)}>
        <TreeItem itemId="music" label="Music">
          <TreeItem itemId="music-jazz" label="Jazz" />
          <TreeItem itemId="music-classical" label="Classical" />
        </TreeItem>
        <TreeItem itemId="videos" label="Videos" />
        <TreeItem itemId="podcasts" label="Podcasts" />
      </SimpleTreeView>
    </Box>
  );
}
