import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CreateNewFolderIcon from '@mui/icons-material/CreateNewFolderOutlined';
import {
  RichTreeView,
  TreeItem2,
  useTreeItem2Utils,
  useTreeViewApiRef,
  type TreeItem2Props,
  type TreeViewBaseItem,
} from '@mui/x-tree-view';

const INITIAL_FOLDERS: TreeViewBaseItem[] = [
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

const addChild = (items: TreeViewBaseItem[], parentId: string | null, child: TreeViewBaseItem): TreeViewBaseItem[] =>
  parentId === null
    ? [...items, child]
    : items.map((item) => {
        if (item.id === parentId) {
          return {...item, children: [...(item.children ?? []), child]};
        }
        return item.children ? {...item, children: addChild(item.children, parentId, child)} : item;
      });

// The id of the item to open in edit mode as soon as it is rendered.
const PendingEditContext = React.createContext<{pendingId: string | null; clear: () => void}>({
  pendingId: null,
  clear: () => {},
});

const FolderItem = React.forwardRef(function FolderItem(props: TreeItem2Props, ref: React.Ref<HTMLLIElement>) {
  const {itemId, children} = props;
  const {interactions} = useTreeItem2Utils({itemId, children});
  const {pendingId, clear} = React.useContext(PendingEditContext);

  React.useEffect(() => {
    if (pendingId === itemId) {
      interactions.toggleItemEditing();
      clear();
    }
  }, [pendingId, itemId, interactions, clear]);

  return <TreeItem2 {...props} ref={ref} />;
});

export default function RichTreeViewEditingNewFolder() {
  const apiRef = useTreeViewApiRef();
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
      apiRef.current?.setItemExpansion(event, selectedItem, true);
    }
    setPendingId(id);
  };

  const pendingEdit = React.useMemo(() => ({pendingId, clear: () => setPendingId(null)}), [pendingId]);

  return (
    <Box sx={{minHeight: 300, width: 320}}>
      <Button size="small" variant="outlined" startIcon={<CreateNewFolderIcon />} onClick={handleNewFolder}>
        New folder
      </Button>
      <PendingEditContext.Provider value={pendingEdit}>
        <RichTreeView
          aria-label="Folders"
          items={folders}
          apiRef={apiRef}
          experimentalFeatures={{labelEditing: true}}
          isItemEditable
          selectedItems={selectedItem}
          onSelectedItemsChange={(_event, itemId) => setSelectedItem(itemId)}
          defaultExpandedItems={['clients']}
          slots={{item: FolderItem}}
          sx={{mt: 1}}
        />
      </PendingEditContext.Provider>
    </Box>
  );
}
