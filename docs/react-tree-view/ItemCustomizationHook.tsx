import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import {
  RichTreeView,
  TreeItemCheckbox,
  TreeItemContent,
  TreeItemDragAndDropOverlay,
  TreeItemGroupTransition,
  TreeItemIcon,
  TreeItemIconContainer,
  TreeItemLabel,
  TreeItemLabelInput,
  TreeItemProvider,
  TreeItemRoot,
  useTreeItem,
  useTreeItemModel,
  type TreeViewDefaultItemModelProperties,
  type UseTreeItemParameters,
} from '@mui/x-tree-view';

const TEAMS: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'engineering',
    label: 'Engineering',
    children: [
      {
        id: 'platform',
        label: 'Platform',
        children: [
          {id: 'ada', label: 'Ada'},
          {id: 'lee', label: 'Lee'},
        ],
      },
      {id: 'mobile', label: 'Mobile', children: [{id: 'sam', label: 'Sam'}]},
      {id: 'web', label: 'Web'},
    ],
  },
  {id: 'sales', label: 'Sales', children: [{id: 'priya', label: 'Priya'}]},
];

interface CountingTreeItemProps
  extends Omit<UseTreeItemParameters, 'rootRef'>,
    Omit<React.HTMLAttributes<HTMLLIElement>, 'onFocus'> {}

const CountingTreeItem = React.forwardRef(function CountingTreeItem(
  props: CountingTreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const {id, itemId, label, disabled, children, ...other} = props;
  const {
    getContextProviderProps,
    getRootProps,
    getContentProps,
    getIconContainerProps,
    getCheckboxProps,
    getLabelProps,
    getLabelInputProps,
    getGroupTransitionProps,
    getDragAndDropOverlayProps,
    status,
  } = useTreeItem({id, itemId, label, disabled, children, rootRef: ref});
  // The item model is read through a hook, so the count follows changes to the items.
  const item = useTreeItemModel<TreeViewDefaultItemModelProperties>(itemId);
  const childCount = item?.children?.length ?? 0;

  return (
    <TreeItemProvider {...getContextProviderProps()}>
      <TreeItemRoot {...getRootProps(other)}>
        <TreeItemContent {...getContentProps()}>
          <TreeItemIconContainer {...getIconContainerProps()}>
            <TreeItemIcon status={status} />
          </TreeItemIconContainer>
          <TreeItemCheckbox {...getCheckboxProps()} />
          {status.editing ? <TreeItemLabelInput {...getLabelInputProps()} /> : <TreeItemLabel {...getLabelProps()} />}
          {childCount > 0 && <Chip size="small" label={childCount} />}
          <TreeItemDragAndDropOverlay {...getDragAndDropOverlayProps()} />
        </TreeItemContent>
        {children && <TreeItemGroupTransition {...getGroupTransitionProps()} />}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});

export default function ItemCustomizationHook() {
  return (
    <Box sx={{minHeight: 260, minWidth: 260}}>
      <RichTreeView
        aria-label="Teams"
        items={TEAMS}
        defaultExpandedItems={['engineering']}
        slots={{item: CountingTreeItem}}
      />
    </Box>
  );
}
