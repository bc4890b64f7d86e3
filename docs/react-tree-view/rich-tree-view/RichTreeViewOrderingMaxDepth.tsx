import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type {TreeViewDefaultItemModelProperties} from '@mui/x-tree-view';
import {RichTreeViewPro, useRichTreeViewProApiRef} from '@mui/x-tree-view-pro';

const MAX_LEVELS = 2;

const REPORT_OUTLINE: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'summary',
    label: 'Executive summary',
    children: [{id: 'summary-highlights', label: 'Highlights'}],
  },
  {
    id: 'results',
    label: 'Results',
    children: [
      {id: 'results-revenue', label: 'Revenue'},
      {id: 'results-costs', label: 'Costs'},
      {id: 'results-headcount', label: 'Headcount'},
    ],
  },
  {id: 'outlook', label: 'Outlook'},
  {id: 'appendix', label: 'Appendix'},
];

export default function RichTreeViewOrderingMaxDepth() {
  const apiRef = useRichTreeViewProApiRef();

  // Levels used by an item and its descendants: 1 for a leaf, 2 for a section with subsections.
  const countLevels = (itemId: string): number =>
    1 + Math.max(0, ...(apiRef.current?.getItemOrderedChildrenIds(itemId) ?? []).map(countLevels));

  // Depth of every item in the current tree (0 at the root): getItemTree reflects the moves already made.
  const getDepths = () => {
    const depths = new Map<string, number>();
    const walk = (items: TreeViewDefaultItemModelProperties[], depth: number) =>
      items.forEach((item) => {
        depths.set(item.id, depth);
        walk(item.children ?? [], depth + 1);
      });
    walk(apiRef.current?.getItemTree() ?? [], 0);
    return depths;
  };

  const canMoveItemToNewPosition = ({
    itemId,
    newPosition,
  }: {
    itemId: string;
    newPosition: {parentId: string | null};
  }) => {
    const parentDepth = newPosition.parentId === null ? -1 : (getDepths().get(newPosition.parentId) ?? 0);
    return parentDepth + 1 + countLevels(itemId) <= MAX_LEVELS;
  };

  return (
    <Box sx={{minHeight: 320, width: 300}}>
      <Typography variant="body2" sx={{color: 'text.secondary', mb: 1}}>
        Sections can hold subsections, but subsections cannot hold anything.
      </Typography>
      <RichTreeViewPro
        aria-label="Report outline"
        items={REPORT_OUTLINE}
        apiRef={apiRef}
        itemsReordering
        defaultExpandedItems={['summary', 'results']}
        canMoveItemToNewPosition={canMoveItemToNewPosition}
      />
    </Box>
  );
}
