import * as React from 'react';
import Box from '@mui/material/Box';
import {createSvgIcon} from '@mui/material/utils';
import {SimpleTreeView, TreeItem} from '@mui/x-tree-view';

// Any component that renders an svg works as an icon; these are drawn with createSvgIcon.
const PlusSquareIcon = createSvgIcon(
  <path d="M3 3h18v18H3V3zm2 2v14h14V5H5zm6 2h2v4h4v2h-4v4h-2v-4H7v-2h4V7z" />,
  'PlusSquare',
);
const MinusSquareIcon = createSvgIcon(<path d="M3 3h18v18H3V3zm2 2v14h14V5H5zm2 6h10v2H7v-2z" />, 'MinusSquare');
const DocumentIcon = createSvgIcon(<path d="M6 2h8l6 6v14H6V2zm2 2v16h10V9h-5V4H8z" />, 'Document');

export default function SimpleCustomIcons() {
  return (
    <Box sx={{minHeight: 240, minWidth: 250}}>
      <SimpleTreeView
        aria-label="Reports"
        defaultExpandedItems={['reports']}
        slots={{expandIcon: PlusSquareIcon, collapseIcon: MinusSquareIcon, endIcon: DocumentIcon}}
        slotProps={{expandIcon: {color: 'primary'}, collapseIcon: {color: 'primary'}}}
      >
        <TreeItem itemId="reports" label="Reports">
          <TreeItem itemId="q1" label="Q1.xlsx" />
          <TreeItem itemId="q2" label="Q2.xlsx" />
        </TreeItem>
        <TreeItem itemId="contracts" label="Contracts">
          <TreeItem itemId="contract-acme" label="Acme Corp.pdf" />
        </TreeItem>
        <TreeItem itemId="notes" label="Notes.txt" />
      </SimpleTreeView>
    </Box>
  );
}
