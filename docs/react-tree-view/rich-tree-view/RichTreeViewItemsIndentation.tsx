import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import {RichTreeView} from '@mui/x-tree-view';
import {PROJECT_FILES} from '@site/src/demo-data/tree-project-files';

export default function RichTreeViewItemsIndentation() {
  const [indentation, setIndentation] = React.useState(12);

  return (
    <Box sx={{minHeight: 420, width: 320}}>
      <Typography variant="body2" id="indentation-label">
        itemChildrenIndentation: {indentation}px
      </Typography>
      <Slider
        value={indentation}
        onChange={(_event, value) => setIndentation(value as number)}
        min={0}
        max={40}
        step={4}
        size="small"
        aria-labelledby="indentation-label"
      />
      <RichTreeView
        aria-label="Project files"
        items={PROJECT_FILES}
        itemChildrenIndentation={indentation}
        defaultExpandedItems={['src', 'src/components']}
        defaultSelectedItems="src/components/CartDrawer.tsx"
      />
    </Box>
  );
}
