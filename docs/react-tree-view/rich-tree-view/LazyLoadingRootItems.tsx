import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {RichTreeViewPro} from '@mui/x-tree-view-pro';
import {PROJECT_FILES, type ProjectFile} from '@site/src/demo-data/tree-project-files';

// What the server sends: one level at a time, folders with the number of their entries.
type FileEntry = {id: string; label: string; childrenCount: number};

const toEntry = (file: ProjectFile): FileEntry => ({
  id: file.id,
  label: file.label,
  childrenCount: file.children?.length ?? 0,
});

function findChildren(files: ProjectFile[], id: string): ProjectFile[] {
  for (const file of files) {
    if (file.id === id) {
      return file.children ?? [];
    }
    const found = findChildren(file.children ?? [], id);
    if (found.length > 0) {
      return found;
    }
  }
  return [];
}

// A fake API: the root entries when no parent is given, the entries of a folder otherwise.
function fetchEntries(parentId?: string): Promise<FileEntry[]> {
  const files = parentId ? findChildren(PROJECT_FILES, parentId) : PROJECT_FILES;
  return new Promise((resolve) => {
    setTimeout(() => resolve(files.map(toEntry)), 800);
  });
}

export default function LazyLoadingRootItems() {
  const [rootLoaded, setRootLoaded] = React.useState(false);

  // Created once: the tree calls getTreeItems() for the root on mount, since `items` is empty.
  const dataSource = React.useMemo(
    () => ({
      getTreeItems: async (parentId?: string) => {
        const entries = await fetchEntries(parentId);
        if (!parentId) {
          setRootLoaded(true);
        }
        return entries;
      },
      getChildrenCount: (entry: FileEntry) => entry.childrenCount,
    }),
    [],
  );

  return (
    <Box sx={{minHeight: 320, minWidth: 260}}>
      {!rootLoaded && (
        <Typography variant="body2" color="text.secondary" sx={{p: 1}}>
          Loading the repository…
        </Typography>
      )}
      <RichTreeViewPro aria-label="Repository" items={[]} dataSource={dataSource} />
    </Box>
  );
}
