import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {RichTreeView, type TreeViewDefaultItemModelProperties} from '@mui/x-tree-view';

const PLAYLISTS: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'focus',
    label: 'Deep focus',
    children: [
      {id: 'focus-piano', label: 'Quiet piano'},
      {id: 'focus-ambient', label: 'Ambient mornings'},
    ],
  },
  {
    id: 'workout',
    label: 'Workout',
    children: [
      {id: 'workout-run', label: 'Running 170 BPM'},
      {id: 'workout-yoga', label: 'Evening yoga'},
    ],
  },
];

export default function RichTreeViewEditingEditMode() {
  const [editMode, setEditMode] = React.useState(true);

  return (
    <Box sx={{minHeight: 260, width: 320}}>
      <FormControlLabel
        control={<Switch checked={editMode} onChange={(event) => setEditMode(event.target.checked)} />}
        label="Edit mode"
      />
      <Typography variant="body2" sx={{color: 'text.secondary', mb: 1}}>
        {editMode
          ? 'Double-click a name to rename it. Rows open from their arrow only.'
          : 'Read only: a click anywhere on a row opens it.'}
      </Typography>
      <RichTreeView
        aria-label="Playlists"
        items={PLAYLISTS}
        isItemEditable={editMode}
        defaultExpandedItems={['focus']}
      />
    </Box>
  );
}
