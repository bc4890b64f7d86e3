import * as React from 'react';
import Box from '@mui/material/Box';
import {styled} from '@mui/material/styles';
import {SimpleTreeView, TreeItem, treeItemClasses} from '@mui/x-tree-view';

const CompactTreeItem = styled(TreeItem)(({theme}) => ({
  [`& .${treeItemClasses.content}`]: {
    padding: theme.spacing(0.25, 1),
    borderRadius: theme.shape.borderRadius,
  },
  [`& .${treeItemClasses.content}.${treeItemClasses.selected}`]: {
    backgroundColor: theme.palette.primary.main,
    color: theme.palette.primary.contrastText,
  },
  [`& .${treeItemClasses.content}.${treeItemClasses.selected}.${treeItemClasses.focused}`]: {
    backgroundColor: theme.palette.primary.dark,
  },
  [`& .${treeItemClasses.label}`]: {
    fontSize: 14,
  },
  [`& .${treeItemClasses.groupTransition}`]: {
    marginLeft: 15,
    paddingLeft: 18,
    borderLeft: `1px dashed ${theme.palette.divider}`,
  },
}));

export default function SimpleCustomStyled() {
  return (
    <Box sx={{minHeight: 240, minWidth: 250}}>
      <SimpleTreeView aria-label="Components" defaultExpandedItems={['inputs']} defaultSelectedItems="slider">
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
