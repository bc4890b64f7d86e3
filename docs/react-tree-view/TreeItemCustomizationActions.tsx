import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import NoteAddIcon from '@mui/icons-material/NoteAddOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import {
  RichTreeView,
  TreeItemContent,
  TreeItemGroupTransition,
  TreeItemIcon,
  TreeItemIconContainer,
  TreeItemLabel,
  TreeItemProvider,
  TreeItemRoot,
  useTreeItem,
  useTreeItemModel,
  type UseTreeItemParameters,
} from '@mui/x-tree-view';
import {PROJECT_FILES, type ProjectFile} from '@site/src/demo-data/tree-project-files';

type FileActions = {
  addFile: (folderId: string) => void;
  remove: (itemId: string) => void;
};

// The actions live in the demo's state; the items reach them through a context.
const FileActionsContext = React.createContext<FileActions | null>(null);

function useFileActions() {
  const actions = React.useContext(FileActionsContext);
  if (!actions) {
    throw new Error('FileActionsContext is missing');
  }
  return actions;
}

interface FileItemProps
  extends Omit<UseTreeItemParameters, 'rootRef'>,
    Omit<React.HTMLAttributes<HTMLLIElement>, 'onFocus'> {}

const FileItem = React.forwardRef(function FileItem(props: FileItemProps, ref: React.Ref<HTMLLIElement>) {
  const {id, itemId, label, disabled, children, ...other} = props;
  const {
    getContextProviderProps,
    getRootProps,
    getContentProps,
    getIconContainerProps,
    getLabelProps,
    getGroupTransitionProps,
    status,
    publicAPI,
  } = useTreeItem({id, itemId, label, disabled, children, rootRef: ref});
  const {addFile, remove} = useFileActions();
  const isFolder = useTreeItemModel<ProjectFile>(itemId)?.kind === 'folder';

  const handleAdd = (event: React.MouseEvent) => {
    // Keep the click from reaching the content, which would toggle and select the item.
    event.stopPropagation();
    addFile(itemId);
    publicAPI.setItemExpansion({event, itemId, shouldBeExpanded: true});
  };

  // The focus would be lost with the removed element: move it to the parent (or another root item) first.
  const removeAndRefocus = (event: React.SyntheticEvent) => {
    const parentId = itemId.includes('/') ? itemId.slice(0, itemId.lastIndexOf('/')) : null;
    const nextFocusId = parentId ?? publicAPI.getItemOrderedChildrenIds(null).find((rootId) => rootId !== itemId);
    if (nextFocusId) {
      publicAPI.focusItem(event, nextFocusId);
    }
    remove(itemId);
  };

  const handleDelete = (event: React.MouseEvent) => {
    event.stopPropagation();
    removeAndRefocus(event);
  };

  // Keyboard users press Delete on the focused item; the event also bubbles from nested items, so check the target.
  const handleKeyDown = (event: React.KeyboardEvent<HTMLLIElement>) => {
    if (event.key === 'Delete' && event.target === event.currentTarget) {
      removeAndRefocus(event);
    }
  };

  return (
    <TreeItemProvider {...getContextProviderProps()}>
      <TreeItemRoot {...getRootProps({...other, onKeyDown: handleKeyDown})}>
        <TreeItemContent {...getContentProps()} sx={{'&:hover .file-actions': {opacity: 1}}}>
          <TreeItemIconContainer {...getIconContainerProps()}>
            <TreeItemIcon status={status} />
          </TreeItemIconContainer>
          <TreeItemLabel {...getLabelProps()} />
          <Box className="file-actions" sx={{display: 'flex', flexShrink: 0, opacity: status.focused ? 1 : 0.3}}>
            {isFolder && (
              <Tooltip title="New file">
                <IconButton size="small" tabIndex={-1} aria-label={`New file in ${label}`} onClick={handleAdd}>
                  <NoteAddIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
            <Tooltip title="Delete">
              <IconButton size="small" tabIndex={-1} aria-label={`Delete ${label}`} onClick={handleDelete}>
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </Box>
        </TreeItemContent>
        {children && <TreeItemGroupTransition {...getGroupTransitionProps()} />}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});

const insertInto = (files: ProjectFile[], folderId: string, file: ProjectFile): ProjectFile[] =>
  files.map((item) => {
    if (item.id === folderId) {
      return {...item, children: [...(item.children ?? []), file]};
    }
    return item.children ? {...item, children: insertInto(item.children, folderId, file)} : item;
  });

const removeFrom = (files: ProjectFile[], itemId: string): ProjectFile[] =>
  files
    .filter((item) => item.id !== itemId)
    .map((item) => (item.children ? {...item, children: removeFrom(item.children, itemId)} : item));

const INITIAL_FILES = PROJECT_FILES.filter((file) => file.id === 'src' || file.id === 'docs');

export default function TreeItemCustomizationActions() {
  const [files, setFiles] = React.useState(INITIAL_FILES);
  const nextFileNumber = React.useRef(1);

  const actions = React.useMemo<FileActions>(
    () => ({
      addFile: (folderId) => {
        const label = `untitled-${nextFileNumber.current}.ts`;
        nextFileNumber.current += 1;
        setFiles((prev) => insertInto(prev, folderId, {id: `${folderId}/${label}`, label, kind: 'typescript'}));
      },
      remove: (itemId) => setFiles((prev) => removeFrom(prev, itemId)),
    }),
    [],
  );

  return (
    <Box sx={{minHeight: 380, width: 320}}>
      <Typography variant="body2" sx={{color: 'text.secondary', mb: 1}}>
        Hover a row to see its actions, or press Delete on a focused item.
      </Typography>
      <FileActionsContext.Provider value={actions}>
        <RichTreeView
          aria-label="Project files"
          items={files}
          defaultExpandedItems={['src', 'src/hooks']}
          slots={{item: FileItem}}
        />
      </FileActionsContext.Provider>
    </Box>
  );
}
