import * as React from 'react';
import Box from '@mui/material/Box';
import {RichTreeView, TreeItem, TreeItemLabelInput, type TreeItemProps} from '@mui/x-tree-view';
import {PROJECT_FILES} from '@site/src/demo-data/tree-project-files';

// Like a file explorer: when the input opens, only the name before the extension is selected.
const FileNameInput = React.forwardRef(function FileNameInput(
  props: React.ComponentProps<typeof TreeItemLabelInput>,
  ref: React.Ref<HTMLInputElement>,
) {
  const {onFocus, ...other} = props;

  const handleFocus = (event: React.FocusEvent<HTMLInputElement>) => {
    onFocus?.(event);
    const {value} = event.target;
    const extensionStart = value.lastIndexOf('.');
    event.target.setSelectionRange(0, extensionStart > 0 ? extensionStart : value.length);
  };

  return <TreeItemLabelInput {...other} ref={ref} onFocus={handleFocus} />;
});

const FileItem = React.forwardRef(function FileItem(props: TreeItemProps, ref: React.Ref<HTMLLIElement>) {
  return <TreeItem {...props} ref={ref} slots={{labelInput: FileNameInput}} />;
});

export default function RichTreeViewEditingSelectBaseName() {
  return (
    <Box sx={{minHeight: 380, width: 300}}>
      <RichTreeView
        aria-label="Project files"
        items={PROJECT_FILES}
        isItemEditable
        defaultExpandedItems={['src', 'src/components']}
        slots={{item: FileItem}}
      />
    </Box>
  );
}
