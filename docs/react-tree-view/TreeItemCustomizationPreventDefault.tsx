import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  RichTreeView,
  TreeItem,
  useTreeItemUtils,
  type TreeItemProps,
  type TreeViewDefaultItemModelProperties,
  type TreeViewCancellableEvent,
} from '@mui/x-tree-view';

const HANDBOOK: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'onboarding',
    label: 'Onboarding',
    children: [
      {id: 'first-day', label: 'Your first day'},
      {id: 'accounts', label: 'Accounts and tools'},
      {id: 'buddy', label: 'Your onboarding buddy'},
    ],
  },
  {
    id: 'time-off',
    label: 'Time off',
    children: [
      {id: 'holidays', label: 'Public holidays'},
      {id: 'parental-leave', label: 'Parental leave'},
    ],
  },
  {id: 'expenses', label: 'Expenses'},
];

// Sections open and close on click but are never selected; pages are selected as usual.
const HandbookItem = React.forwardRef(function HandbookItem(props: TreeItemProps, ref: React.Ref<HTMLLIElement>) {
  const {interactions, status} = useTreeItemUtils({itemId: props.itemId, children: props.children});

  const handleContentClick = (event: React.MouseEvent & TreeViewCancellableEvent) => {
    if (status.expandable) {
      // Skips the built-in expansion and selection of this click...
      event.defaultMuiPrevented = true;
      // ...and runs only the expansion.
      interactions.handleExpansion(event);
    }
  };

  const handleKeyDown = (event: React.KeyboardEvent<HTMLLIElement> & TreeViewCancellableEvent) => {
    // Space would select a section: cancel it (the tree ignores events that bubble from nested items anyway).
    if (status.expandable && event.key === ' ' && event.target === event.currentTarget) {
      event.preventDefault();
      event.defaultMuiPrevented = true;
    }
  };

  return (
    <TreeItem {...props} ref={ref} onKeyDown={handleKeyDown} slotProps={{content: {onClick: handleContentClick}}} />
  );
});

export default function TreeItemCustomizationPreventDefault() {
  const [page, setPage] = React.useState<string | null>('first-day');

  return (
    <Box sx={{minHeight: 280, width: 300}}>
      <Typography variant="body2" sx={{mb: 1}}>
        Open page: {page ?? 'none'}
      </Typography>
      <RichTreeView
        aria-label="Employee handbook"
        items={HANDBOOK}
        defaultExpandedItems={['onboarding']}
        selectedItems={page}
        onSelectedItemsChange={(_event, itemId) => setPage(itemId)}
        slots={{item: HandbookItem}}
      />
    </Box>
  );
}
