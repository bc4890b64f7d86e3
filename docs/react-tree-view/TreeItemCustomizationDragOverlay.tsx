import * as React from 'react';
import Box from '@mui/material/Box';
import {
  TreeItem,
  type TreeItemDragAndDropOverlayProps,
  type TreeItemProps,
  type TreeViewDefaultItemModelProperties,
  type TreeViewItemsReorderingAction,
} from '@mui/x-tree-view';
import {RichTreeViewPro} from '@mui/x-tree-view-pro';

const ROADMAP: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'now',
    label: 'Now',
    children: [
      {id: 'sso', label: 'Single sign-on'},
      {id: 'audit-log', label: 'Audit log'},
    ],
  },
  {
    id: 'next',
    label: 'Next',
    children: [
      {id: 'dark-mode', label: 'Dark mode'},
      {id: 'csv-import', label: 'CSV import'},
    ],
  },
  {id: 'later', label: 'Later', children: [{id: 'offline', label: 'Offline mode'}]},
];

const ACTION_TEXT: Record<TreeViewItemsReorderingAction, string> = {
  'reorder-above': 'Drop above',
  'reorder-below': 'Drop below',
  'make-child': 'Drop inside',
  'move-to-parent': 'Move up a level',
};

// Receives the pending `action` (undefined when the item is not the drop target) and a style with CSS variables.
function DropHintOverlay(props: TreeItemDragAndDropOverlayProps & {className?: string}) {
  const {action, style, className} = props;
  if (action == null) {
    return null;
  }
  const isInside = action === 'make-child';
  return (
    <Box
      className={className}
      style={style}
      sx={{
        position: 'absolute',
        inset: 0,
        pointerEvents: 'none',
        borderRadius: 1,
        border: isInside ? '2px solid' : 'none',
        borderTop: action === 'reorder-above' ? '3px solid' : undefined,
        borderBottom: action === 'reorder-below' || action === 'move-to-parent' ? '3px solid' : undefined,
        borderColor: 'secondary.main',
        bgcolor: isInside ? 'rgba(156, 39, 176, 0.08)' : 'transparent',
      }}
    >
      <Box
        component="span"
        sx={{
          position: 'absolute',
          right: 8,
          top: '50%',
          transform: 'translateY(-50%)',
          px: 1,
          borderRadius: 1,
          fontSize: 12,
          bgcolor: 'secondary.main',
          color: 'secondary.contrastText',
        }}
      >
        {ACTION_TEXT[action]}
      </Box>
    </Box>
  );
}

const RoadmapItem = React.forwardRef(function RoadmapItem(props: TreeItemProps, ref: React.Ref<HTMLLIElement>) {
  return <TreeItem {...props} ref={ref} slots={{dragAndDropOverlay: DropHintOverlay}} />;
});

export default function TreeItemCustomizationDragOverlay() {
  return (
    <Box sx={{minHeight: 320, width: 320}}>
      <RichTreeViewPro
        aria-label="Product roadmap"
        items={ROADMAP}
        itemsReordering
        defaultExpandedItems={['now', 'next', 'later']}
        slots={{item: RoadmapItem}}
      />
    </Box>
  );
}
