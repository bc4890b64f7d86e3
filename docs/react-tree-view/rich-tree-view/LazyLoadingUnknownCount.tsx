import * as React from 'react';
import Box from '@mui/material/Box';
import {RichTreeViewPro} from '@mui/x-tree-view-pro';

// A directory listing that only says whether an entry is a folder, not what it contains.
type DirectoryEntry = {id: string; label: string; isFolder: boolean};

const LISTINGS: Record<string, DirectoryEntry[]> = {
  '': [
    {id: 'home', label: 'home', isFolder: true},
    {id: 'tmp', label: 'tmp', isFolder: true},
    {id: 'etc', label: 'etc', isFolder: true},
  ],
  home: [
    {id: 'home/ana', label: 'ana', isFolder: true},
    {id: 'home/raj', label: 'raj', isFolder: true},
  ],
  'home/ana': [
    {id: 'home/ana/notes.txt', label: 'notes.txt', isFolder: false},
    {id: 'home/ana/photos', label: 'photos', isFolder: true},
  ],
  etc: [
    {id: 'etc/hosts', label: 'hosts', isFolder: false},
    {id: 'etc/nginx', label: 'nginx', isFolder: true},
  ],
  'etc/nginx': [{id: 'etc/nginx/nginx.conf', label: 'nginx.conf', isFolder: false}],
};

const dataSource = {
  getTreeItems: (parentId?: string) =>
    new Promise<DirectoryEntry[]>((resolve) => {
      setTimeout(() => resolve(LISTINGS[parentId ?? ''] ?? []), 600);
    }),
  // -1: "has children, count unknown". Empty folders (tmp, raj, photos) only turn out empty once opened.
  getChildrenCount: (entry: DirectoryEntry) => (entry.isFolder ? -1 : 0),
};

export default function LazyLoadingUnknownCount() {
  return (
    <Box sx={{minHeight: 300, minWidth: 260}}>
      <RichTreeViewPro aria-label="File system" items={[]} dataSource={dataSource} defaultExpandedItems={['home']} />
    </Box>
  );
}
