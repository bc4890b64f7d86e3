import * as React from 'react';
import Box from '@mui/material/Box';
import {alpha, styled} from '@mui/material/styles';
import {RichTreeView, TreeItem, treeItemClasses} from '@mui/x-tree-view';
import {PROJECT_FILES} from '@site/src/demo-data/tree-project-files';

// styled() on TreeItem styles every part through the treeItemClasses selectors.
const GuideLineTreeItem = styled(TreeItem)(({theme}) => ({
  [`& .${treeItemClasses.content}`]: {
    padding: theme.spacing(0.25, 1),
    borderRadius: 4,
    [`& .${treeItemClasses.label}`]: {
      fontSize: 14,
      fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
    },
  },
  [`& .${treeItemClasses.content}.${treeItemClasses.selected}`]: {
    backgroundColor: alpha(theme.palette.success.main, 0.16),
  },
  [`& .${treeItemClasses.iconContainer}`]: {
    color: theme.palette.text.secondary,
  },
  // The group wraps the children: its left border draws the guide line.
  [`& .${treeItemClasses.groupTransition}`]: {
    marginLeft: 15,
    paddingLeft: 12,
    borderLeft: `1px dashed ${alpha(theme.palette.text.primary, 0.3)}`,
  },
}));

export default function TreeItemCustomizationGuideLines() {
  return (
    <Box sx={{minHeight: 400, width: 300}}>
      <RichTreeView
        aria-label="Project files"
        items={PROJECT_FILES}
        defaultExpandedItems={['src', 'src/components', 'src/hooks', 'docs']}
        defaultSelectedItems="src/hooks/useCart.ts"
        slots={{item: GuideLineTreeItem}}
      />
    </Box>
  );
}
