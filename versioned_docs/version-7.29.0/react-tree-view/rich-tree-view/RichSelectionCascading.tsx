import * as React from 'react';
import Box from '@mui/material/Box';
import {RichTreeView, useTreeViewApiRef, type TreeViewBaseItem} from '@mui/x-tree-view';

const PERMISSIONS: TreeViewBaseItem[] = [
  {
    id: 'billing',
    label: 'Billing',
    children: [
      {id: 'billing-invoices', label: 'View invoices'},
      {
        id: 'billing-payments',
        label: 'Payments',
        children: [
          {id: 'billing-payments-refund', label: 'Issue refunds'},
          {id: 'billing-payments-methods', label: 'Edit payment methods'},
        ],
      },
    ],
  },
  {id: 'users', label: 'Users', children: [{id: 'users-invite', label: 'Invite users'}]},
];

export default function RichSelectionCascading() {
  const apiRef = useTreeViewApiRef();
  const [selectedItems, setSelectedItems] = React.useState<string[]>([]);

  const getDescendantIds = (itemId: string): string[] =>
    (apiRef.current?.getItemOrderedChildrenIds(itemId) ?? []).flatMap((childId) => [
      childId,
      ...getDescendantIds(childId),
    ]);

  const handleItemSelectionToggle = (_event: React.SyntheticEvent, itemId: string, isSelected: boolean) => {
    const affected = [itemId, ...getDescendantIds(itemId)];
    setSelectedItems((prev) =>
      isSelected ? Array.from(new Set([...prev, ...affected])) : prev.filter((id) => !affected.includes(id)),
    );
  };

  return (
    <Box sx={{minHeight: 280, minWidth: 250}}>
      <RichTreeView
        aria-label="Permissions"
        items={PERMISSIONS}
        apiRef={apiRef}
        multiSelect
        checkboxSelection
        defaultExpandedItems={['billing', 'billing-payments']}
        selectedItems={selectedItems}
        onItemSelectionToggle={handleItemSelectionToggle}
      />
    </Box>
  );
}
