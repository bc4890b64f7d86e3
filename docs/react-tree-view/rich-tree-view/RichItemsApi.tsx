import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {RichTreeView, useRichTreeViewApiRef} from '@mui/x-tree-view';

type Playlist = {id: string; label: string; durationMin?: number; children?: Playlist[]};

const PLAYLISTS: Playlist[] = [
  {
    id: 'focus',
    label: 'Focus',
    children: [
      {id: 'focus-1', label: 'Rain on glass', durationMin: 4},
      {id: 'focus-2', label: 'Deep work', durationMin: 6},
    ],
  },
  {id: 'workout', label: 'Workout', children: [{id: 'workout-1', label: 'Sprint', durationMin: 3}]},
];

export default function RichItemsApi() {
  const apiRef = useRichTreeViewApiRef<Playlist>();
  const [output, setOutput] = React.useState('Use a button to query the tree.');

  return (
    <Stack direction={{xs: 'column', sm: 'row'}} spacing={2} sx={{minHeight: 260}}>
      <Box sx={{minWidth: 240}}>
        <Stack direction="row" spacing={1} sx={{mb: 1, flexWrap: 'wrap'}}>
          <Button
            size="small"
            variant="outlined"
            onClick={() => setOutput(JSON.stringify(apiRef.current?.getItem('focus-2'), null, 2))}
          >
            getItem
          </Button>
          <Button
            size="small"
            variant="outlined"
            onClick={() => setOutput(JSON.stringify(apiRef.current?.getItemOrderedChildrenIds(null)))}
          >
            Root ids
          </Button>
          <Button
            size="small"
            variant="outlined"
            onClick={() => setOutput(JSON.stringify(apiRef.current?.getItemTree(), null, 2))}
          >
            getItemTree
          </Button>
        </Stack>
        {/* The children of collapsed items are known too: no need to expand anything first. */}
        <RichTreeView aria-label="Playlists" items={PLAYLISTS} apiRef={apiRef} />
      </Box>
      <Box
        component="pre"
        sx={{flex: 1, m: 0, p: 1, fontSize: 12, bgcolor: 'action.hover', overflow: 'auto', maxHeight: 260}}
      >
        {output}
      </Box>
    </Stack>
  );
}
