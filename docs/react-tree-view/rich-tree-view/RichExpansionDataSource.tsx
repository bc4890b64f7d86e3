import * as React from 'react';
import Box from '@mui/material/Box';
import {RichTreeViewPro} from '@mui/x-tree-view-pro';

type Folder = {id: string; label: string; childrenCount: number};

// A fake server: each folder holds three sub-folders, down to the third level.
function fetchFolders(parentId?: string): Promise<Folder[]> {
  const depth = parentId ? parentId.split('/').length : 0;
  const names = parentId ? ['Drafts', 'Reviewed', 'Published'] : ['Marketing', 'Finance', 'Legal'];
  return new Promise((resolve) => {
    setTimeout(() => {
      resolve(
        names.map((name) => ({
          id: parentId ? `${parentId}/${name}` : name,
          label: name,
          childrenCount: depth < 2 ? names.length : 0,
        })),
      );
    }, 700);
  });
}

// Stable between renders: the tree fetches the root items once, then the children of each opened folder.
const DATA_SOURCE = {
  getTreeItems: fetchFolders,
  getChildrenCount: (item: Folder) => item.childrenCount,
};

export default function RichExpansionDataSource() {
  return (
    <Box sx={{minHeight: 280, minWidth: 250}}>
      <RichTreeViewPro aria-label="Shared drive" items={[]} dataSource={DATA_SOURCE} />
    </Box>
  );
}
