import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {SimpleTreeView, TreeItem} from '@mui/x-tree-view';

export default function SimpleExpansionToggle() {
  const [events, setEvents] = React.useState<string[]>([]);

  const handleItemExpansionToggle = (_event: React.SyntheticEvent | null, itemId: string, isExpanded: boolean) => {
    // Keep the five most recent events.
    setEvents((prev) => [`${itemId} ${isExpanded ? 'opened' : 'closed'}`, ...prev].slice(0, 5));
  };

  return (
    <Stack direction={{xs: 'column', sm: 'row'}} spacing={2} sx={{minHeight: 220}}>
      <Box sx={{minWidth: 220}}>
        <SimpleTreeView aria-label="Shared drive" onItemExpansionToggle={handleItemExpansionToggle}>
          <TreeItem itemId="marketing" label="Marketing">
            <TreeItem itemId="campaigns" label="Campaigns">
              <TreeItem itemId="spring-sale" label="Spring sale" />
            </TreeItem>
          </TreeItem>
          <TreeItem itemId="finance" label="Finance">
            <TreeItem itemId="budget" label="Budget 2024" />
          </TreeItem>
        </SimpleTreeView>
      </Box>
      <Box>
        <Typography variant="subtitle2">Expansion events</Typography>
        {events.length === 0 ? (
          <Typography variant="body2" sx={{color: 'text.secondary'}}>
            Open or close a folder.
          </Typography>
        ) : (
          events.map((entry, index) => (
            <Typography key={index} variant="body2">
              {entry}
            </Typography>
          ))
        )}
      </Box>
    </Stack>
  );
}
