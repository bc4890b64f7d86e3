import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {RichTreeView, useRichTreeViewApiRef, type TreeViewDefaultItemModelProperties} from '@mui/x-tree-view';

const SECTIONS: TreeViewDefaultItemModelProperties[] = [
  {id: 'profile', label: 'Profile'},
  {
    id: 'security',
    label: 'Security',
    children: [
      {id: 'password', label: 'Password'},
      {id: 'two-factor', label: 'Two-factor authentication'},
    ],
  },
  {id: 'notifications', label: 'Notifications'},
];

export default function RichFocusJump() {
  const apiRef = useRichTreeViewApiRef();
  const [expandedItems, setExpandedItems] = React.useState<string[]>([]);

  const revealTwoFactor = (event: React.MouseEvent) => {
    setExpandedItems((prev) => (prev.includes('security') ? prev : [...prev, 'security']));
    // Let the expanded children render before moving the focus.
    requestAnimationFrame(() => apiRef.current?.focusItem(event, 'two-factor'));
  };

  return (
    <Box sx={{minHeight: 220, minWidth: 250}}>
      <Button size="small" variant="outlined" onClick={revealTwoFactor}>
        Go to two-factor settings
      </Button>
      <RichTreeView
        aria-label="Settings"
        items={SECTIONS}
        apiRef={apiRef}
        expandedItems={expandedItems}
        onExpandedItemsChange={(_event, itemIds) => setExpandedItems(itemIds)}
        sx={{mt: 1}}
      />
    </Box>
  );
}
