import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {RichTreeView, type TreeViewDefaultItemModelProperties} from '@mui/x-tree-view';

const MAX_PINNED = 3;

const DASHBOARDS: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'sales',
    label: 'Sales',
    children: [
      {id: 'sales-pipeline', label: 'Pipeline'},
      {id: 'sales-forecast', label: 'Quarterly forecast'},
      {id: 'sales-churn', label: 'Churn'},
    ],
  },
  {
    id: 'operations',
    label: 'Operations',
    children: [
      {id: 'ops-stock', label: 'Stock levels'},
      {id: 'ops-shipping', label: 'Shipping delays'},
    ],
  },
  {
    id: 'support',
    label: 'Support',
    children: [
      {id: 'support-backlog', label: 'Ticket backlog'},
      {id: 'support-satisfaction', label: 'Customer satisfaction'},
    ],
  },
];

// Groups cannot be pinned: without a selectable state, their checkbox is not rendered.
const isGroup = (item: TreeViewDefaultItemModelProperties) => item.children !== undefined;

export default function RichTreeViewSelectionLimit() {
  const [pinned, setPinned] = React.useState<string[]>(['sales-pipeline', 'ops-stock']);
  const [message, setMessage] = React.useState('');

  const handleSelectedItemsChange = (_event: React.SyntheticEvent | null, itemIds: string[]) => {
    if (itemIds.length > MAX_PINNED) {
      // Refuse the change: the controlled selection stays as it was.
      setMessage(`You can pin ${MAX_PINNED} dashboards at most. Unpin one first.`);
      return;
    }
    setMessage('');
    setPinned(itemIds);
  };

  return (
    <Box sx={{minHeight: 340, width: 320}}>
      <Typography variant="body2">
        Pinned: {pinned.length} of {MAX_PINNED}
      </Typography>
      <Typography variant="body2" role="status" sx={{color: 'error.main', minHeight: 40}}>
        {message}
      </Typography>
      <RichTreeView
        aria-label="Dashboards"
        items={DASHBOARDS}
        multiSelect
        checkboxSelection
        selectedItems={pinned}
        onSelectedItemsChange={handleSelectedItemsChange}
        defaultExpandedItems={['sales', 'operations', 'support']}
        isItemSelectionDisabled={isGroup}
      />
    </Box>
  );
}
