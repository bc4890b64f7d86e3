import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {RichTreeView} from '@mui/x-tree-view';
import {PROJECT_FILES, type ProjectFile} from '@site/src/demo-data/tree-project-files';

const FOLDER_IDS = new Set<string>();
const collectFolders = (files: ProjectFile[]) =>
  files.forEach((file) => {
    if (file.kind === 'folder') {
      FOLDER_IDS.add(file.id);
      collectFolders(file.children ?? []);
    }
  });
collectFolders(PROJECT_FILES);

export default function RichTreeViewSelectionLeavesOnly() {
  const [selectedFiles, setSelectedFiles] = React.useState<string[]>(['src/App.tsx']);

  const handleSelectedItemsChange = (_event: React.SyntheticEvent, itemIds: string[]) => {
    const files = itemIds.filter((itemId) => !FOLDER_IDS.has(itemId));
    // A click on a folder would replace the selection by the folder alone: ignore it instead.
    if (files.length === 0 && itemIds.length > 0) {
      return;
    }
    setSelectedFiles(files);
  };

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
        onSelectedItemsChange={handleSelectedItemsChange}
        defaultExpandedItems={['src', 'src/components', 'docs']}
      />
    </Box>
  );
}
