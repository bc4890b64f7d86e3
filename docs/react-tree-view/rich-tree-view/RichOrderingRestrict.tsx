import * as React from 'react';
import Box from '@mui/material/Box';
import {RichTreeViewPro, type TreeViewDefaultItemModelProperties} from '@mui/x-tree-view-pro';

const BOARD: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'column-todo',
    label: 'To do',
    children: [
      {id: 'task-login', label: 'Fix login redirect'},
      {id: 'task-export', label: 'CSV export'},
    ],
  },
  {id: 'column-doing', label: 'In progress', children: [{id: 'task-search', label: 'Search suggestions'}]},
  {id: 'column-done', label: 'Done', children: [{id: 'task-dark-mode', label: 'Dark mode'}]},
];

export default function RichOrderingRestrict() {
  return (
    <Box sx={{minHeight: 320, minWidth: 260}}>
      <RichTreeViewPro
        aria-label="Task board"
        items={BOARD}
        itemsReordering
        defaultExpandedItems={['column-todo', 'column-doing', 'column-done']}
        // Columns stay where they are; only tasks can be dragged.
        isItemReorderable={(itemId) => itemId.startsWith('task-')}
        // Tasks can only be dropped directly inside a column, never at the root or inside another task.
        canMoveItemToNewPosition={({newPosition}) =>
          newPosition.parentId !== null && newPosition.parentId.startsWith('column-')
        }
      />
    </Box>
  );
}
