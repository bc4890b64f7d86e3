import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type {TreeViewDefaultItemModelProperties} from '@mui/x-tree-view';
import {RichTreeViewPro} from '@mui/x-tree-view-pro';

const INITIAL_BACKLOG: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'sprint-14',
    label: 'Sprint 14',
    children: [
      {id: 'story-checkout', label: 'One-page checkout'},
      {id: 'story-coupons', label: 'Coupon codes'},
    ],
  },
  {
    id: 'sprint-15',
    label: 'Sprint 15',
    children: [
      {id: 'story-wishlist', label: 'Wishlist'},
      {id: 'story-reviews', label: 'Product reviews'},
      {id: 'story-gift-cards', label: 'Gift cards'},
    ],
  },
  {id: 'icebox', label: 'Icebox', children: [{id: 'story-loyalty', label: 'Loyalty program'}]},
];

// The shape of `oldPosition` and `newPosition`: `index` counts the siblings once the item is removed.
type Position = {parentId: string | null; index: number};

function updateChildren(
  items: TreeViewDefaultItemModelProperties[],
  parentId: string | null,
  update: (children: TreeViewDefaultItemModelProperties[]) => TreeViewDefaultItemModelProperties[],
): TreeViewDefaultItemModelProperties[] {
  if (parentId === null) {
    return update(items);
  }
  return items.map((item) => {
    if (item.id === parentId) {
      return {...item, children: update(item.children ?? [])};
    }
    return item.children ? {...item, children: updateChildren(item.children, parentId, update)} : item;
  });
}

// Applies a move reported by onItemPositionChange to nested items, without mutating them.
function moveItem(
  items: TreeViewDefaultItemModelProperties[],
  oldPosition: Position,
  newPosition: Position,
): TreeViewDefaultItemModelProperties[] {
  let moved: TreeViewDefaultItemModelProperties | undefined;
  const withoutItem = updateChildren(items, oldPosition.parentId, (children) => {
    moved = children[oldPosition.index];
    return children.filter((_, index) => index !== oldPosition.index);
  });
  return updateChildren(withoutItem, newPosition.parentId, (children) =>
    moved ? [...children.slice(0, newPosition.index), moved, ...children.slice(newPosition.index)] : children,
  );
}

export default function RichTreeViewOrderingSyncState() {
  const [backlog, setBacklog] = React.useState(INITIAL_BACKLOG);

  return (
    <Stack direction={{xs: 'column', sm: 'row'}} spacing={3} sx={{minHeight: 320}}>
      <Box sx={{width: 260}}>
        <RichTreeViewPro
          aria-label="Backlog"
          items={backlog}
          itemsReordering
          defaultExpandedItems={['sprint-14', 'sprint-15', 'icebox']}
          onItemPositionChange={({oldPosition, newPosition}) =>
            setBacklog((prev) => moveItem(prev, oldPosition, newPosition))
          }
        />
      </Box>
      <Box>
        <Typography variant="subtitle2">Plan, read from the state</Typography>
        {backlog.map((group) => (
          <Typography key={group.id} variant="body2">
            {group.label}: {(group.children ?? []).map((story) => story.label).join(', ') || 'empty'}
          </Typography>
        ))}
      </Box>
    </Stack>
  );
}
