import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import {createSvgIcon} from '@mui/material/utils';
import {
  RichTreeView,
  useTreeItem,
  useTreeItemUtils,
  TreeItemContent,
  TreeItemGroupTransition,
  TreeItemIconContainer,
  TreeItemLabel,
  TreeItemRoot,
  TreeItemIcon,
  TreeItemLabelInput,
  TreeItemProvider,
  type UseTreeItemParameters,
  type TreeViewDefaultItemModelProperties,
} from '@mui/x-tree-view';

const PencilIcon = createSvgIcon(
  <path d="M4 17.2V20h2.8l9.9-9.9-2.8-2.8L4 17.2zM19.7 7.1a1 1 0 000-1.4L18.3 4.3a1 1 0 00-1.4 0l-1.5 1.5 2.8 2.8 1.5-1.5z" />,
  'Pencil',
);

const PROJECTS: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'website',
    label: 'Website',
    children: [
      {id: 'website-home', label: 'Home page'},
      {id: 'website-pricing', label: 'Pricing page'},
    ],
  },
  {id: 'newsletter', label: 'Newsletter'},
];

interface EditableItemProps
  extends Omit<UseTreeItemParameters, 'rootRef'>,
    Omit<React.HTMLAttributes<HTMLLIElement>, 'onFocus'> {}

const EditableItem = React.forwardRef(function EditableItem(props: EditableItemProps, ref: React.Ref<HTMLLIElement>) {
  const {id, itemId, label, disabled, children, ...other} = props;
  const {
    getContextProviderProps,
    getRootProps,
    getContentProps,
    getIconContainerProps,
    getLabelProps,
    getLabelInputProps,
    getGroupTransitionProps,
    status,
  } = useTreeItem({id, itemId, label, disabled, children, rootRef: ref});
  const {interactions} = useTreeItemUtils({itemId, children});

  const handleEditClick = (event: React.MouseEvent) => {
    // Keep the click from selecting or expanding the item.
    event.stopPropagation();
    interactions.toggleItemEditing();
  };

  return (
    <TreeItemProvider {...getContextProviderProps()}>
      <TreeItemRoot {...getRootProps(other)}>
        <TreeItemContent {...getContentProps()}>
          <TreeItemIconContainer {...getIconContainerProps()}>
            <TreeItemIcon status={status} />
          </TreeItemIconContainer>
          {status.editing ? <TreeItemLabelInput {...getLabelInputProps()} /> : <TreeItemLabel {...getLabelProps()} />}
          {status.editable && !status.editing && (
            // Out of the tab order: keyboard users press Enter on the item instead.
            <IconButton size="small" tabIndex={-1} aria-label={`Rename ${label}`} onClick={handleEditClick}>
              <PencilIcon fontSize="small" />
            </IconButton>
          )}
        </TreeItemContent>
        {children && <TreeItemGroupTransition {...getGroupTransitionProps()} />}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});

export default function RichEditingCustomUi() {
  return (
    <Box sx={{minHeight: 220, minWidth: 260}}>
      <RichTreeView
        aria-label="Projects"
        items={PROJECTS}
        isItemEditable
        defaultExpandedItems={['website']}
        slots={{item: EditableItem}}
      />
    </Box>
  );
}
