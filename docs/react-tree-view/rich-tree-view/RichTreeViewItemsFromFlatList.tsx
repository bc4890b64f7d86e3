import * as React from 'react';
import Box from '@mui/material/Box';
import {RichTreeView, type TreeViewDefaultItemModelProperties} from '@mui/x-tree-view';
import {EMPLOYEES} from '@site/src/demo-data/employees';

type PersonItem = TreeViewDefaultItemModelProperties;

// One pass to group the rows by parent, then a recursive walk from the rows without a parent.
function buildTree<T>(
  rows: readonly T[],
  getId: (row: T) => string,
  getParentId: (row: T) => string | null,
  getLabel: (row: T) => string,
): PersonItem[] {
  const rowsByParent = new Map<string | null, T[]>();
  rows.forEach((row) => {
    const parentId = getParentId(row);
    rowsByParent.set(parentId, [...(rowsByParent.get(parentId) ?? []), row]);
  });
  const toItems = (parentId: string | null): PersonItem[] =>
    (rowsByParent.get(parentId) ?? []).map((row) => {
      const children = toItems(getId(row));
      return {id: getId(row), label: getLabel(row), ...(children.length > 0 ? {children} : {})};
    });
  return toItems(null);
}

// Built once, outside of the component: the tree rebuilds its lookup tables whenever `items` changes.
const ORG_ITEMS = buildTree(
  EMPLOYEES,
  (employee) => String(employee.id),
  (employee) => (employee.managerId === null ? null : String(employee.managerId)),
  (employee) => `${employee.name}, ${employee.role}`,
);

export default function RichTreeViewItemsFromFlatList() {
  return (
    <Box sx={{height: 360, width: 380, overflow: 'auto'}}>
      <RichTreeView aria-label="Reporting lines" items={ORG_ITEMS} defaultExpandedItems={['1', '13']} />
    </Box>
  );
}
