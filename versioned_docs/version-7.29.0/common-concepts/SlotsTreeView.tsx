import * as React from 'react';
import Box from '@mui/material/Box';
import {createSvgIcon} from '@mui/material/utils';
import {RichTreeView, TreeItem2, type TreeViewBaseItem} from '@mui/x-tree-view';

const PlusIcon = createSvgIcon(<path d="M11 5h2v6h6v2h-6v6h-2v-6H5v-2h6V5z" />, 'Plus');
const MinusIcon = createSvgIcon(<path d="M5 11h14v2H5v-2z" />, 'Minus');

const DEPARTMENTS: TreeViewBaseItem[] = [
  {
    id: 'engineering',
    label: 'Engineering',
    children: [
      {id: 'platform', label: 'Platform'},
      {id: 'mobile', label: 'Mobile'},
    ],
  },
  {id: 'sales', label: 'Sales', children: [{id: 'emea', label: 'EMEA'}]},
  {id: 'legal', label: 'Legal (archived)'},
];

export default function SlotsTreeView() {
  return (
    <Box sx={{minHeight: 200, minWidth: 250}}>
      <RichTreeView
        aria-label="Departments"
        items={DEPARTMENTS}
        defaultExpandedItems={['engineering']}
        slots={{expandIcon: PlusIcon, collapseIcon: MinusIcon, item: TreeItem2}}
        slotProps={{
          expandIcon: {fontSize: 'small'},
          collapseIcon: {fontSize: 'small'},
          // A function receives each item's id and label.
          item: ({itemId}) => ({sx: itemId === 'legal' ? {color: 'text.secondary', fontStyle: 'italic'} : undefined}),
        }}
      />
    </Box>
  );
}
