import * as React from 'react';
import Box from '@mui/material/Box';
import {styled} from '@mui/material/styles';
import {SimpleTreeView, TreeItem, treeItemClasses} from '@mui/x-tree-view';

const CompactTreeItem = styled(TreeItem)(({theme}) => ({
  [`& .${treeItemClasses.content}`]: {
    // Only the vertical padding: the left padding carries the indentation of the item.
    paddingTop: theme.spacing(0.25),
    paddingBottom: theme.spacing(0.25),
    borderRadius: theme.shape.borderRadius,
  },
  // The item states are data attributes on the content element.
  [`& .${treeItemClasses.content}[data-selected]`]: {
    backgroundColor: theme.palette.primary.main,
    color: theme.palette.primary.contrastText,
  },
  [`& .${treeItemClasses.content}[data-selected][data-focused]`]: {
    backgroundColor: theme.palette.primary.dark,
  },
  [`& .${treeItemClasses.label}`]: {
    fontSize: 14,
  },
  // A dashed guide under the parent's icon, placed with the same CSS variables as the indentation.
  [`& .${treeItemClasses.groupTransition}`]: {
    position: 'relative',
    '&::before': {
      content: '""',
      position: 'absolute',
      top: 0,
      bottom: 0,
      left: `calc(${theme.spacing(2)} + var(--TreeView-itemChildrenIndentation) * var(--TreeView-itemDepth))`,
      borderLeft: `1px dashed ${theme.palette.divider}`,
    },
  },
}));

export default function SimpleCustomStyled() {
  return (
    <Box sx={{minHeight: 240, minWidth: 250}}>
      <SimpleTreeView
        aria-label="Components"
        itemChildrenIndentation={20}
        defaultExpandedItems={['inputs']}
        defaultSelectedItems="slider"
      >
        <CompactTreeItem itemId="inputs" label="Inputs">
          <CompactTreeItem itemId="button" label="Button" />
          <CompactTreeItem itemId="checkbox" label="Checkbox" />
          <CompactTreeItem itemId="slider" label="Slider" />
        </CompactTreeItem>
        <CompactTreeItem itemId="layout" label="Layout">
          <CompactTreeItem itemId="grid" label="Grid" />
        </CompactTreeItem>
      </SimpleTreeView>
    </Box>
  );
}
