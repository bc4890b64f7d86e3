import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {SimpleTreeView, TreeItem} from '@mui/x-tree-view';

export default function SimpleTreeViewSelectionToggleLog() {
  const [log, setLog] = React.useState<{id: number; text: string}[]>([]);
  const nextId = React.useRef(0);

  const handleItemSelectionToggle = (_event: React.SyntheticEvent | null, itemId: string, isSelected: boolean) => {
    nextId.current += 1;
    const entry = {id: nextId.current, text: `${isSelected ? '+' : '−'} ${itemId}`};
    setLog((prev) => [entry, ...prev].slice(0, 8));
  };

  return (
    <Stack direction={{xs: 'column', sm: 'row'}} spacing={3} sx={{minHeight: 280}}>
      <Box sx={{width: 260}}>
        <SimpleTreeView
          aria-label="Photo albums"
          multiSelect
          defaultExpandedItems={['trips']}
          onItemSelectionToggle={handleItemSelectionToggle}
        >
          <TreeItem itemId="trips" label="Trips">
            <TreeItem itemId="trips-lisbon" label="Lisbon 2023" />
            <TreeItem itemId="trips-kyoto" label="Kyoto 2024" />
            <TreeItem itemId="trips-patagonia" label="Patagonia 2024" />
          </TreeItem>
          <TreeItem itemId="family" label="Family" />
          <TreeItem itemId="screenshots" label="Screenshots" />
        </SimpleTreeView>
      </Box>
      <Box sx={{minWidth: 180}}>
        <Typography variant="subtitle2">onItemSelectionToggle calls</Typography>
        <Box component="ul" sx={{m: 0, pl: 2, fontFamily: 'monospace', fontSize: 13}}>
          {log.length === 0 ? <li>none yet</li> : log.map((entry) => <li key={entry.id}>{entry.text}</li>)}
        </Box>
      </Box>
    </Stack>
  );
}
