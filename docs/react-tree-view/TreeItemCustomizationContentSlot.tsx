import * as React from 'react';
import Box from '@mui/material/Box';
import {alpha, styled} from '@mui/material/styles';
import {RichTreeView, TreeItem, TreeItemContent, treeItemClasses, type TreeItemProps} from '@mui/x-tree-view';

type Lesson = {id: string; label: string; locked?: boolean; children?: Lesson[]};

const COURSE: Lesson[] = [
  {
    id: 'module-1',
    label: 'Module 1: Getting started',
    children: [
      {id: 'lesson-1-1', label: 'Installing the tools'},
      {id: 'lesson-1-2', label: 'Your first component'},
      {id: 'lesson-1-3', label: 'Props and state'},
    ],
  },
  {
    id: 'module-2',
    label: 'Module 2: Data fetching',
    children: [
      {id: 'lesson-2-1', label: 'Loading states'},
      {id: 'lesson-2-2', label: 'Caching responses', locked: true},
    ],
  },
  {
    id: 'module-3',
    label: 'Module 3: Testing',
    locked: true,
    children: [{id: 'lesson-3-1', label: 'Unit tests'}],
  },
];

// The content slot receives the item's `status`: the styles can depend on it directly.
const AccentContent = styled(TreeItemContent)(({theme, status}) => ({
  borderRadius: 0,
  borderLeft: '3px solid transparent',
  ...(status.expanded && {
    [`& .${treeItemClasses.label}`]: {fontWeight: 600},
  }),
  ...(status.selected && {
    borderLeftColor: theme.palette.primary.main,
    backgroundColor: alpha(theme.palette.primary.main, 0.08),
  }),
  ...(status.disabled && {
    [`& .${treeItemClasses.label}`]: {fontStyle: 'italic'},
  }),
}));

const LessonItem = React.forwardRef(function LessonItem(props: TreeItemProps, ref: React.Ref<HTMLLIElement>) {
  return <TreeItem {...props} ref={ref} slots={{content: AccentContent}} />;
});

export default function TreeItemCustomizationContentSlot() {
  return (
    <Box sx={{minHeight: 320, width: 320}}>
      <RichTreeView
        aria-label="Course outline"
        items={COURSE}
        isItemDisabled={(item) => Boolean(item.locked)}
        defaultExpandedItems={['module-1', 'module-2']}
        defaultSelectedItems="lesson-1-2"
        slots={{item: LessonItem}}
      />
    </Box>
  );
}
