import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {RichTreeView, type TreeViewDefaultItemModelProperties} from '@mui/x-tree-view';

const TEAMS: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'engineering',
    label: 'Engineering',
    children: [
      {id: 'team-platform', label: 'Platform'},
      {id: 'team-mobile', label: 'Mobile'},
    ],
  },
  {id: 'design', label: 'Design', children: [{id: 'team-brand', label: 'Brand'}]},
];

// A fake API: saving a label takes 600ms.
function saveLabel(itemId: string, label: string): Promise<{itemId: string; label: string}> {
  return new Promise((resolve) => {
    setTimeout(() => resolve({itemId, label}), 600);
  });
}

export default function RichEditingPersist() {
  const [status, setStatus] = React.useState('Rename a team to save it.');

  const handleItemLabelChange = async (itemId: string, label: string) => {
    setStatus(`Saving "${label}"…`);
    const saved = await saveLabel(itemId, label);
    setStatus(`Saved: ${saved.itemId} is now "${saved.label}".`);
  };

  return (
    <Box sx={{minHeight: 240, minWidth: 260}}>
      <Typography variant="body2" role="status" sx={{mb: 1}}>
        {status}
      </Typography>
      <RichTreeView
        aria-label="Teams"
        items={TEAMS}
        isItemEditable
        onItemLabelChange={handleItemLabelChange}
        defaultExpandedItems={['engineering', 'design']}
      />
    </Box>
  );
}
