import * as React from 'react';
import Box from '@mui/material/Box';
import {RichTreeView, type TreeViewDefaultItemModelProperties} from '@mui/x-tree-view';

const LOADING_SUFFIX = '-loading';

// A fake server: returns the sub-folders of a folder after a short delay.
const SERVER_FOLDERS: Record<string, string[]> = {
  clients: ['Acme Corp', 'Globex', 'Initech'],
  invoices: ['2023', '2024'],
  contracts: ['Active', 'Expired'],
};

function fetchChildren(folderId: string): Promise<TreeViewDefaultItemModelProperties[]> {
  return new Promise((resolve) => {
    setTimeout(() => {
      resolve((SERVER_FOLDERS[folderId] ?? []).map((name) => ({id: `${folderId}/${name}`, label: name})));
    }, 800);
  });
}

// Each unloaded folder gets a placeholder child, which makes it expandable.
const placeholder = (folderId: string): TreeViewDefaultItemModelProperties => ({
  id: `${folderId}${LOADING_SUFFIX}`,
  label: 'Loading…',
});

const INITIAL_ITEMS: TreeViewDefaultItemModelProperties[] = Object.keys(SERVER_FOLDERS).map((id) => ({
  id,
  label: id.charAt(0).toUpperCase() + id.slice(1),
  children: [placeholder(id)],
}));

export default function RichExpansionLazy() {
  const [items, setItems] = React.useState(INITIAL_ITEMS);

  const handleItemExpansionToggle = async (
    _event: React.SyntheticEvent | null,
    itemId: string,
    isExpanded: boolean,
  ) => {
    const folder = items.find((item) => item.id === itemId);
    const needsLoading = folder?.children?.[0]?.id.endsWith(LOADING_SUFFIX);
    if (!isExpanded || !needsLoading) {
      return;
    }
    const children = await fetchChildren(itemId);
    setItems((prev) => prev.map((item) => (item.id === itemId ? {...item, children} : item)));
  };

  return (
    <Box sx={{minHeight: 280, minWidth: 250}}>
      <RichTreeView aria-label="Shared folders" items={items} onItemExpansionToggle={handleItemExpansionToggle} />
    </Box>
  );
}
