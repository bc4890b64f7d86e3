import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {RichTreeView} from '@mui/x-tree-view';
import {PROJECT_FILES, type ProjectFile} from '@site/src/demo-data/tree-project-files';

// Folders stay focusable and expandable, but users cannot select them.
const isFolder = (file: ProjectFile) => file.kind === 'folder';

export default function RichTreeViewSelectionLeavesOnly() {
  const [selectedFiles, setSelectedFiles] = React.useState<string[]>(['src/App.tsx']);

  return (
    <Box sx={{minHeight: 400, width: 320}}>
      <Typography variant="body2" sx={{mb: 1}}>
        {selectedFiles.length} file(s) staged for commit
      </Typography>
      <RichTreeView
        aria-label="Project files"
        items={PROJECT_FILES}
        multiSelect
        selectedItems={selectedFiles}
        onSelectedItemsChange={(_event, itemIds) => setSelectedFiles(itemIds)}
        isItemSelectionDisabled={isFolder}
        defaultExpandedItems={['src', 'src/components', 'docs']}
      />
    </Box>
  );
}
