import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import {createSvgIcon} from '@mui/material/utils';
import {
  RichTreeView,
  useTreeItem2,
  useTreeItem2Utils,
  TreeItem2Content,
  TreeItem2GroupTransition,
  TreeItem2IconContainer,
  TreeItem2Label,
  TreeItem2Root,
  TreeItem2Icon,
  TreeItem2LabelInput,
  TreeItem2Provider,
  type UseTreeItem2Parameters,
  type TreeViewBaseItem,
} from '@mui/x-tree-view';

const PencilIcon = createSvgIcon(
  <path d="M4 17.2V20h2.8l9.9-9.9-2.8-2.8L4 17.2zM19.7 7.1a1 1 0 000-1.4L18.3 4.3a1 1 0 00-1.4 0l-1.5 1.5 2.8 2.8 1.5-1.5z" />,
  'Pencil',
);

const PROJECTS: TreeViewBaseItem[] = [
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
  extends Omit<UseTreeItem2Parameters, 'rootRef'>,
    Omit<React.HTMLAttributes<HTMLLIElement>, 'onFocus'> {}

const EditableItem = React.forwardRef(function EditableItem(props: EditableItemProps, ref: React.Ref<HTMLLIElement>) {
  const {id, itemId, label, disabled, children, ...other} = props;
  const {
    getRootProps,
    getContentProps,
    getIconContainerProps,
    getLabelProps,
    getLabelInputProps,
    getGroupTransitionProps,
    status,
  } = useTreeItem2({id, itemId, label, disabled, children, rootRef: ref});
  const {interactions} = useTreeItem2Utils({itemId, children});

  const handleEditClick = (event: React.MouseEvent) => {
    // Keep the click from selecting or expanding the item.
    event.stopPropagation();
    interactions.toggleItemEditing();
  };

  return (
    <TreeItem2Provider itemId={itemId}>
      <TreeItem2Root {...getRootProps(other)}>
        <TreeItem2Content {...getContentProps()}>
          <TreeItem2IconContainer {...getIconContainerProps()}>
            <TreeItem2Icon status={status} />
          </TreeItem2IconContainer>
          {status.editing ? <TreeItem2LabelInput {...getLabelInputProps()} /> : <TreeItem2Label {...getLabelProps()} />}
          {status.editable && !status.editing && (
            // Out of the tab order: keyboard users press Enter on the item instead.
            <IconButton size="small" tabIndex={-1} aria-label={`Rename ${label}`} onClick={handleEditClick}>
              <PencilIcon fontSize="small" />
            </IconButton>
          )}
        </TreeItem2Content>
        {children && <TreeItem2GroupTransition {...getGroupTransitionProps()} />}
      </TreeItem2Root>
    </TreeItem2Provider>
  );
});

export default function RichEditingCustomUi() {
  return (
    <Box sx={{minHeight: 220, minWidth: 260}}>
      <RichTreeView
        aria-label="Projects"
        items={PROJECTS}
        experimentalFeatures={{labelEditing: true}}
        isItemEditable
        defaultExpandedItems={['website']}
        slots={{item: EditableItem}}
      />
    </Box>
  );
}
