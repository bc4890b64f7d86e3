import * as React from 'react';
import Box from '@mui/material/Box';
import type {TreeViewDefaultItemModelProperties} from '@mui/x-tree-view';
import {RichTreeViewPro} from '@mui/x-tree-view-pro';

const SITE_MENU: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'products',
    label: 'Products',
    children: [
      {id: 'products-laptops', label: 'Laptops'},
      {id: 'products-phones', label: 'Phones'},
      {id: 'products-audio', label: 'Audio'},
    ],
  },
  {
    id: 'support',
    label: 'Support',
    children: [
      {id: 'support-faq', label: 'FAQ'},
      {id: 'support-returns', label: 'Returns'},
      {id: 'support-contact', label: 'Contact'},
    ],
  },
  {id: 'blog', label: 'Blog'},
  {id: 'about', label: 'About us'},
];

export default function RichTreeViewOrderingSameParent() {
  return (
    <Box sx={{minHeight: 340, width: 280}}>
      <RichTreeViewPro
        aria-label="Site menu"
        items={SITE_MENU}
        itemsReordering
        defaultExpandedItems={['products', 'support']}
        // Entries change order within their menu, but never move to another one.
        canMoveItemToNewPosition={({oldPosition, newPosition}) => oldPosition.parentId === newPosition.parentId}
      />
    </Box>
  );
}
