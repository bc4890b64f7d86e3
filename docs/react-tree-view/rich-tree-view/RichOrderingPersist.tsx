import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {RichTreeViewPro, useRichTreeViewProApiRef, type TreeViewDefaultItemModelProperties} from '@mui/x-tree-view-pro';

const CHAPTERS: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'part-1',
    label: 'Part 1: Basics',
    children: [
      {id: 'ch-setup', label: 'Setup'},
      {id: 'ch-first-steps', label: 'First steps'},
    ],
  },
  {
    id: 'part-2',
    label: 'Part 2: Going further',
    children: [
      {id: 'ch-testing', label: 'Testing'},
      {id: 'ch-deploy', label: 'Deployment'},
    ],
  },
];

const describeParent = (parentId: string | null) => parentId ?? 'root';

export default function RichOrderingPersist() {
  const apiRef = useRichTreeViewProApiRef();
  const [lastMove, setLastMove] = React.useState('Drag a chapter to move it.');
  const [savedOrder, setSavedOrder] = React.useState('');

  const handleSave = () => {
    // getItemTree() reflects the current order, including the moves made by dragging.
    const tree = apiRef.current?.getItemTree() ?? [];
    setSavedOrder(
      tree.map((part) => `${part.label}: ${(part.children ?? []).map((ch) => ch.label).join(', ')}`).join(' | '),
    );
  };

  return (
    <Box sx={{minHeight: 320, minWidth: 260}}>
      <Typography variant="body2" role="status">
        {lastMove}
      </Typography>
      <RichTreeViewPro
        aria-label="Book outline"
        items={CHAPTERS}
        apiRef={apiRef}
        itemsReordering
        defaultExpandedItems={['part-1', 'part-2']}
        onItemPositionChange={({itemId, oldPosition, newPosition}) =>
          setLastMove(
            `${itemId}: ${describeParent(oldPosition.parentId)}[${oldPosition.index}] → ${describeParent(newPosition.parentId)}[${newPosition.index}]`,
          )
        }
        sx={{my: 1}}
      />
      <Stack direction="row" spacing={2} sx={{alignItems: 'center'}}>
        <Button size="small" variant="outlined" onClick={handleSave}>
          Save order
        </Button>
        <Typography variant="caption">{savedOrder}</Typography>
      </Stack>
    </Box>
  );
}
