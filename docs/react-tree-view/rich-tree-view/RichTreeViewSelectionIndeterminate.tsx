import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {RichTreeView, useApplyPropagationToSelectedItemsOnMount} from '@mui/x-tree-view';
import {PROJECT_FILES, type ProjectFile} from '@site/src/demo-data/tree-project-files';

const PROPAGATION = {descendants: true, parents: true};

// The ids of the files (not the folders), to count what is really synced.
const FILE_IDS = new Set<string>();
const collectFiles = (file: ProjectFile) => {
  if (file.children) {
    file.children.forEach(collectFiles);
  } else {
    FILE_IDS.add(file.id);
  }
};
PROJECT_FILES.forEach(collectFiles);

export default function RichTreeViewSelectionIndeterminate() {
  // The saved state lists files only: the hook adds the folders whose files are all selected.
  const initialSelection = useApplyPropagationToSelectedItemsOnMount({
    items: PROJECT_FILES,
    selectionPropagation: PROPAGATION,
    selectedItems: [
      'src/components/Header.tsx',
      'src/components/Header.test.tsx',
      'src/components/CartDrawer.tsx',
      'src/components/ProductCard.tsx',
      'README.md',
    ],
  });
  const [selectedItems, setSelectedItems] = React.useState<string[]>(initialSelection);
  const fileCount = selectedItems.filter((itemId) => FILE_IDS.has(itemId)).length;

  return (
    <Box sx={{minHeight: 400, width: 320}}>
      <Typography variant="body2" sx={{mb: 1}}>
        {fileCount} file(s) available offline
      </Typography>
      <RichTreeView
        aria-label="Files available offline"
        items={PROJECT_FILES}
        multiSelect
        checkboxSelection
        selectionPropagation={PROPAGATION}
        selectedItems={selectedItems}
        onSelectedItemsChange={(_event, itemIds) => setSelectedItems(itemIds)}
        defaultExpandedItems={['src', 'src/components']}
      />
    </Box>
  );
}
