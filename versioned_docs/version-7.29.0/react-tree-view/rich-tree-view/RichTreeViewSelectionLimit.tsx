import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {RichTreeView, TreeItem2, type TreeItem2Props, type TreeViewBaseItem} from '@mui/x-tree-view';

const MAX_PINNED = 3;

const DASHBOARDS: TreeViewBaseItem[] = [
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

const isGroup = (itemId: string) => DASHBOARDS.some((group) => group.id === itemId);

// Groups cannot be pinned: hide their checkbox.
const DashboardItem = React.forwardRef(function DashboardItem(props: TreeItem2Props, ref: React.Ref<HTMLLIElement>) {
  const slotProps = isGroup(props.itemId) ? {checkbox: {style: {display: 'none'}}} : undefined;
  return <TreeItem2 {...props} ref={ref} slotProps={slotProps} />;
});

export default function RichTreeViewSelectionLimit() {
  const [pinned, setPinned] = React.useState<string[]>(['sales-pipeline', 'ops-stock']);
  const [message, setMessage] = React.useState('');

  const handleSelectedItemsChange = (_event: React.SyntheticEvent, itemIds: string[]) => {
    const dashboards = itemIds.filter((itemId) => !isGroup(itemId));
    if (dashboards.length > MAX_PINNED) {
      // Refuse the change: the controlled selection stays as it was.
      setMessage(`You can pin ${MAX_PINNED} dashboards at most. Unpin one first.`);
      return;
    }
    setMessage('');
    setPinned(dashboards);
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
        slots={{item: DashboardItem}}
      />
    </Box>
  );
}
