import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CreateNewFolderIcon from '@mui/icons-material/CreateNewFolderOutlined';
import {RichTreeView, useRichTreeViewApiRef, type TreeViewDefaultItemModelProperties} from '@mui/x-tree-view';

const INITIAL_FOLDERS: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'clients',
    label: 'Clients',
    children: [
      {id: 'clients-acme', label: 'Acme Corp.'},
      {id: 'clients-globex', label: 'Globex'},
    ],
  },
  {id: 'templates', label: 'Templates'},
];

const addChild = (
  items: TreeViewDefaultItemModelProperties[],
  parentId: string | null,
  child: TreeViewDefaultItemModelProperties,
): TreeViewDefaultItemModelProperties[] =>
  parentId === null
    ? [...items, child]
    : items.map((item) => {
        if (item.id === parentId) {
          return {...item, children: [...(item.children ?? []), child]};
        }
        return item.children ? {...item, children: addChild(item.children, parentId, child)} : item;
      });

export default function RichTreeViewEditingNewFolder() {
  const apiRef = useRichTreeViewApiRef();
  const [folders, setFolders] = React.useState(INITIAL_FOLDERS);
  const [selectedItem, setSelectedItem] = React.useState<string | null>('clients');
  const [pendingId, setPendingId] = React.useState<string | null>(null);
  const nextId = React.useRef(1);

  const handleNewFolder = (event: React.MouseEvent) => {
    const id = `new-folder-${nextId.current}`;
    nextId.current += 1;
    setFolders((prev) => addChild(prev, selectedItem, {id, label: 'New folder'}));
    if (selectedItem) {
      // The new folder must be visible to be edited: open its parent.
      apiRef.current?.setItemExpansion({event, itemId: selectedItem, shouldBeExpanded: true});
    }
    setPendingId(id);
  };

  // Runs after the tree has received the new items: the new folder exists, and it can be edited.
  React.useEffect(() => {
    if (pendingId !== null) {
      apiRef.current?.setEditedItem(pendingId);
      setPendingId(null);
    }
  }, [apiRef, pendingId]);

  return (
    <Box sx={{minHeight: 300, width: 320}}>
      <Button size="small" variant="outlined" startIcon={<CreateNewFolderIcon />} onClick={handleNewFolder}>
        New folder
      </Button>
      <RichTreeView
        aria-label="Folders"
        items={folders}
        apiRef={apiRef}
        isItemEditable
        selectedItems={selectedItem}
        onSelectedItemsChange={(_event, itemId) => setSelectedItem(itemId)}
        defaultExpandedItems={['clients']}
        sx={{mt: 1}}
      />
    </Box>
  );
}
