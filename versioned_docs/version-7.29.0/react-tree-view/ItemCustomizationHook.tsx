import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import {
  RichTreeView,
  TreeItem2Checkbox,
  TreeItem2Content,
  TreeItem2DragAndDropOverlay,
  TreeItem2GroupTransition,
  TreeItem2Icon,
  TreeItem2IconContainer,
  TreeItem2Label,
  TreeItem2LabelInput,
  TreeItem2Provider,
  TreeItem2Root,
  useTreeItem2,
  type TreeViewBaseItem,
  type UseTreeItem2Parameters,
} from '@mui/x-tree-view';

const TEAMS: TreeViewBaseItem[] = [
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
  extends Omit<UseTreeItem2Parameters, 'rootRef'>,
    Omit<React.HTMLAttributes<HTMLLIElement>, 'onFocus'> {}

const CountingTreeItem = React.forwardRef(function CountingTreeItem(
  props: CountingTreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const {id, itemId, label, disabled, children, ...other} = props;
  const {
    getRootProps,
    getContentProps,
    getIconContainerProps,
    getCheckboxProps,
    getLabelProps,
    getLabelInputProps,
    getGroupTransitionProps,
    getDragAndDropOverlayProps,
    status,
    publicAPI,
  } = useTreeItem2({id, itemId, label, disabled, children, rootRef: ref});

  const childCount = publicAPI.getItemOrderedChildrenIds(itemId).length;

  return (
    <TreeItem2Provider itemId={itemId}>
      <TreeItem2Root {...getRootProps(other)}>
        <TreeItem2Content {...getContentProps()}>
          <TreeItem2IconContainer {...getIconContainerProps()}>
            <TreeItem2Icon status={status} />
          </TreeItem2IconContainer>
          <TreeItem2Checkbox {...getCheckboxProps()} />
          {status.editing ? <TreeItem2LabelInput {...getLabelInputProps()} /> : <TreeItem2Label {...getLabelProps()} />}
          {childCount > 0 && <Chip size="small" label={childCount} />}
          <TreeItem2DragAndDropOverlay {...getDragAndDropOverlayProps()} />
        </TreeItem2Content>
        {children && <TreeItem2GroupTransition {...getGroupTransitionProps()} />}
      </TreeItem2Root>
    </TreeItem2Provider>
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
