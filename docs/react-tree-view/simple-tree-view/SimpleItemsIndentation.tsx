import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {SimpleTreeView, TreeItem} from '@mui/x-tree-view';

export default function SimpleItemsIndentation() {
  const [indentation, setIndentation] = React.useState(12);

  return (
    <Stack spacing={1} sx={{minHeight: 280, minWidth: 250}}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={indentation}
        onChange={(_event, value: number | null) => value !== null && setIndentation(value)}
        aria-label="Indentation"
      >
        <ToggleButton value={12}>12px</ToggleButton>
        <ToggleButton value={24}>24px</ToggleButton>
        <ToggleButton value={36}>36px</ToggleButton>
      </ToggleButtonGroup>
      {/* The selected row spans the full width: the offset is padding inside each item's content. */}
      <Box>
        <SimpleTreeView
          aria-label="Company"
          itemChildrenIndentation={indentation}
          defaultExpandedItems={['company', 'engineering']}
          defaultSelectedItems="frontend"
        >
          <TreeItem itemId="company" label="Company">
            <TreeItem itemId="engineering" label="Engineering">
              <TreeItem itemId="frontend" label="Frontend" />
              <TreeItem itemId="backend" label="Backend" />
            </TreeItem>
            <TreeItem itemId="sales" label="Sales" />
          </TreeItem>
        </SimpleTreeView>
      </Box>
    </Stack>
  );
}
