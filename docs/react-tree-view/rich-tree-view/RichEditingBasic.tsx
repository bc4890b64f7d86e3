import * as React from 'react';
import Box from '@mui/material/Box';
import {RichTreeView} from '@mui/x-tree-view';

type Doc = {id: string; label: string; locked?: boolean; children?: Doc[]};

const DOCS: Doc[] = [
  {
    id: 'specs',
    label: 'Specifications (locked)',
    locked: true,
    children: [
      {id: 'specs-auth', label: 'Authentication'},
      {id: 'specs-billing', label: 'Billing'},
    ],
  },
  {
    id: 'meetings',
    label: 'Meeting notes',
    children: [
      {id: 'meetings-kickoff', label: 'Kickoff'},
      {id: 'meetings-retro', label: 'Retrospective'},
    ],
  },
];

export default function RichEditingBasic() {
  return (
    <Box sx={{minHeight: 260, minWidth: 260}}>
      {/* Double-click a label, or press Enter on a focused item, to rename it. */}
      <RichTreeView
        aria-label="Documents"
        items={DOCS}
        isItemEditable={(item) => !item.locked}
        defaultExpandedItems={['specs', 'meetings']}
      />
    </Box>
  );
}
