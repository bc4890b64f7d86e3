import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {RichTreeView, type TreeViewDefaultItemModelProperties} from '@mui/x-tree-view';

const PERMISSIONS: TreeViewDefaultItemModelProperties[] = [
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
  const [descendants, setDescendants] = React.useState(true);
  const [parents, setParents] = React.useState(true);

  return (
    <Box sx={{minHeight: 320, minWidth: 250}}>
      <Stack direction="row" sx={{flexWrap: 'wrap'}}>
        <FormControlLabel
          control={<Switch checked={descendants} onChange={(event) => setDescendants(event.target.checked)} />}
          label="descendants"
        />
        <FormControlLabel
          control={<Switch checked={parents} onChange={(event) => setParents(event.target.checked)} />}
          label="parents"
        />
      </Stack>
      <RichTreeView
        aria-label="Permissions"
        items={PERMISSIONS}
        multiSelect
        checkboxSelection
        selectionPropagation={{descendants, parents}}
        defaultExpandedItems={['billing', 'billing-payments']}
      />
    </Box>
  );
}
