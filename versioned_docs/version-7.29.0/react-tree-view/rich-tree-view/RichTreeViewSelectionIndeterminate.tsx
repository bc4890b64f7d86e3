import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {RichTreeView, TreeItem2, TreeItem2Checkbox, type TreeItem2Props} from '@mui/x-tree-view';
import {PROJECT_FILES, type ProjectFile} from '@site/src/demo-data/tree-project-files';

// The files (leaves) under each item, computed once from the data.
const FILES_UNDER = new Map<string, string[]>();
const collectFiles = (file: ProjectFile): string[] => {
  const files = file.children ? file.children.flatMap(collectFiles) : [file.id];
  FILES_UNDER.set(file.id, files);
  return files;
};
PROJECT_FILES.forEach(collectFiles);

// The state of the demo holds files only; folders are derived from them.
const SelectedFilesContext = React.createContext<Set<string>>(new Set());

// The default checkbox, with its dash: TreeItem2Checkbox forwards its props to the Material UI Checkbox.
const IndeterminateCheckbox = React.forwardRef(function IndeterminateCheckbox(
  props: React.ComponentProps<typeof TreeItem2Checkbox>,
  ref: React.Ref<HTMLButtonElement>,
) {
  return <TreeItem2Checkbox {...props} ref={ref} indeterminate />;
});

const SyncItem = React.forwardRef(function SyncItem(props: TreeItem2Props, ref: React.Ref<HTMLLIElement>) {
  const selectedFiles = React.useContext(SelectedFilesContext);
  const files = FILES_UNDER.get(props.itemId) ?? [];
  const selectedCount = files.filter((fileId) => selectedFiles.has(fileId)).length;
  const indeterminate = selectedCount > 0 && selectedCount < files.length;
  return <TreeItem2 {...props} ref={ref} slots={indeterminate ? {checkbox: IndeterminateCheckbox} : undefined} />;
});

export default function RichTreeViewSelectionIndeterminate() {
  const [selectedFiles, setSelectedFiles] = React.useState(
    () => new Set(['src/components/Header.tsx', 'src/components/CartDrawer.tsx', 'README.md']),
  );

  // An item is selected when all the files it contains are.
  const selectedItems = React.useMemo(
    () =>
      [...FILES_UNDER.entries()]
        .filter(([, files]) => files.length > 0 && files.every((fileId) => selectedFiles.has(fileId)))
        .map(([itemId]) => itemId),
    [selectedFiles],
  );

  const handleItemSelectionToggle = (_event: React.SyntheticEvent, itemId: string, isSelected: boolean) => {
    setSelectedFiles((prev) => {
      const next = new Set(prev);
      (FILES_UNDER.get(itemId) ?? []).forEach((fileId) => (isSelected ? next.add(fileId) : next.delete(fileId)));
      return next;
    });
  };

  return (
    <Box sx={{minHeight: 400, width: 320}}>
      <Typography variant="body2" sx={{mb: 1}}>
        {selectedFiles.size} file(s) available offline
      </Typography>
      <SelectedFilesContext.Provider value={selectedFiles}>
        <RichTreeView
          aria-label="Files available offline"
          items={PROJECT_FILES}
          multiSelect
          checkboxSelection
          selectedItems={selectedItems}
          onItemSelectionToggle={handleItemSelectionToggle}
          defaultExpandedItems={['src', 'src/components']}
          slots={{item: SyncItem}}
        />
      </SelectedFilesContext.Provider>
    </Box>
  );
}
