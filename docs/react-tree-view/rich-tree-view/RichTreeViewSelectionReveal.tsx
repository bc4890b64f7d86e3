import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import {RichTreeView, useRichTreeViewApiRef} from '@mui/x-tree-view';
import {PROJECT_FILES, type ProjectFile} from '@site/src/demo-data/tree-project-files';

// Every file of the project, as options of the "Go to file" field.
const FILES: ProjectFile[] = [];
const collectFiles = (file: ProjectFile) => {
  if (file.children) {
    file.children.forEach(collectFiles);
  } else {
    FILES.push(file);
  }
};
PROJECT_FILES.forEach(collectFiles);

export default function RichTreeViewSelectionReveal() {
  const apiRef = useRichTreeViewApiRef<ProjectFile>();
  const [selectedItem, setSelectedItem] = React.useState<string | null>(null);
  const [expandedItems, setExpandedItems] = React.useState<string[]>([]);

  const revealFile = (file: ProjectFile | null) => {
    if (!file || !apiRef.current) {
      return;
    }
    // Open every ancestor, keeping the folders that are already open.
    const ancestors: string[] = [];
    for (let parentId = apiRef.current.getParentId(file.id); parentId !== null; ) {
      ancestors.push(parentId);
      parentId = apiRef.current.getParentId(parentId);
    }
    setExpandedItems((prev) => [...new Set([...prev, ...ancestors])]);
    setSelectedItem(file.id);
  };

  return (
    <Box sx={{minHeight: 420, width: 340}}>
      <Autocomplete
        options={FILES}
        getOptionLabel={(file) => file.id}
        onChange={(_event, file) => revealFile(file)}
        renderInput={(params) => <TextField {...params} label="Go to file" size="small" />}
        sx={{mb: 1}}
      />
      <RichTreeView
        aria-label="Project files"
        items={PROJECT_FILES}
        apiRef={apiRef}
        selectedItems={selectedItem}
        onSelectedItemsChange={(_event, itemId) => setSelectedItem(itemId)}
        expandedItems={expandedItems}
        onExpandedItemsChange={(_event, itemIds) => setExpandedItems(itemIds)}
      />
    </Box>
  );
}
