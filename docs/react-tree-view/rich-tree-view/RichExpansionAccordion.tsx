import * as React from 'react';
import Box from '@mui/material/Box';
import {RichTreeView, type TreeViewDefaultItemModelProperties} from '@mui/x-tree-view';

const FAQ: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'orders',
    label: 'Orders',
    children: [
      {id: 'orders-track', label: 'Where is my order?'},
      {id: 'orders-cancel', label: 'Can I cancel an order?'},
    ],
  },
  {
    id: 'returns',
    label: 'Returns',
    children: [
      {id: 'returns-window', label: 'How long do I have to return an item?'},
      {id: 'returns-refund', label: 'When will I get my refund?'},
    ],
  },
  {id: 'account', label: 'Account', children: [{id: 'account-password', label: 'I forgot my password'}]},
];

// Maps each item to its parent, to find the siblings of the item that opens.
const PARENT_OF: Record<string, string | null> = {};
const indexParents = (items: TreeViewDefaultItemModelProperties[], parentId: string | null) =>
  items.forEach((item) => {
    PARENT_OF[item.id] = parentId;
    indexParents(item.children ?? [], item.id);
  });
indexParents(FAQ, null);

export default function RichExpansionAccordion() {
  const [expandedItems, setExpandedItems] = React.useState<string[]>(['orders']);

  const handleItemExpansionToggle = (_event: React.SyntheticEvent | null, itemId: string, isExpanded: boolean) => {
    setExpandedItems((prev) =>
      isExpanded
        ? // Opening an item closes its siblings.
          [...prev.filter((id) => PARENT_OF[id] !== PARENT_OF[itemId]), itemId]
        : prev.filter((id) => id !== itemId),
    );
  };

  return (
    <Box sx={{minHeight: 240, minWidth: 280}}>
      <RichTreeView
        aria-label="Help topics"
        items={FAQ}
        expandedItems={expandedItems}
        onItemExpansionToggle={handleItemExpansionToggle}
      />
    </Box>
  );
}
