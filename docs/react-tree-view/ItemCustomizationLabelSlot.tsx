import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {SimpleTreeView, TreeItem, TreeItemLabel} from '@mui/x-tree-view';

// Receives the props the default label would get, and forwards them.
const OverlineLabel = React.forwardRef(function OverlineLabel(
  props: React.ComponentProps<typeof TreeItemLabel>,
  ref: React.Ref<HTMLDivElement>,
) {
  const {children, ...other} = props;
  return (
    <TreeItemLabel {...other} ref={ref}>
      <Typography variant="overline" sx={{lineHeight: 1.5}}>
        {children}
      </Typography>
    </TreeItemLabel>
  );
});

export default function ItemCustomizationLabelSlot() {
  return (
    <Box sx={{minHeight: 200, minWidth: 250}}>
      <SimpleTreeView aria-label="Archive" defaultExpandedItems={['archive']}>
        <TreeItem itemId="archive" label="Archive" slots={{label: OverlineLabel}}>
          <TreeItem itemId="archive-2023" label="Reports 2023" />
          <TreeItem itemId="archive-2024" label="Reports 2024" />
        </TreeItem>
        <TreeItem itemId="drafts" label="Drafts" slots={{label: OverlineLabel}}>
          <TreeItem itemId="drafts-q3" label="Q3 plan" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
