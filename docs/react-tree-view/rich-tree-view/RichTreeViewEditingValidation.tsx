import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  RichTreeView,
  TreeItem,
  useTreeItemModel,
  useTreeItemUtils,
  type TreeItemProps,
  type TreeViewCancellableEvent,
} from '@mui/x-tree-view';
import {PROJECT_FILES, type ProjectFile} from '@site/src/demo-data/tree-project-files';

function validateFileName(name: string, isFolder: boolean): string | null {
  if (/[\\/:*?"<>|]/.test(name)) {
    return 'A name cannot contain \\ / : * ? " < > |';
  }
  if (name.length > 32) {
    return 'Keep names under 32 characters.';
  }
  if (!isFolder && !/\.[a-z]+$/i.test(name)) {
    return 'A file name needs an extension, such as .ts';
  }
  return null;
}

const ReportErrorContext = React.createContext<(message: string | null) => void>(() => {});

const ValidatedFileItem = React.forwardRef(function ValidatedFileItem(
  props: TreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const {itemId, children} = props;
  const {interactions} = useTreeItemUtils({itemId, children});
  const reportError = React.useContext(ReportErrorContext);
  const isFolder = useTreeItemModel<ProjectFile>(itemId)?.kind === 'folder';

  const handleKeyDown = (event: React.KeyboardEvent<HTMLInputElement> & TreeViewCancellableEvent) => {
    if (event.key !== 'Enter') {
      return;
    }
    const error = validateFileName(event.currentTarget.value, isFolder);
    reportError(error);
    if (error) {
      // The input stays open so the user can fix the name.
      event.defaultMuiPrevented = true;
    }
  };

  const handleBlur = (event: React.FocusEvent<HTMLInputElement> & TreeViewCancellableEvent) => {
    if (validateFileName(event.currentTarget.value, isFolder)) {
      // Leaving the input with an invalid name restores the previous one.
      event.defaultMuiPrevented = true;
      interactions.handleCancelItemLabelEditing(event);
    }
    reportError(null);
  };

  return <TreeItem {...props} ref={ref} slotProps={{labelInput: {onKeyDown: handleKeyDown, onBlur: handleBlur}}} />;
});

export default function RichTreeViewEditingValidation() {
  const [error, setError] = React.useState<string | null>(null);

  return (
    <Box sx={{minHeight: 400, width: 320}}>
      <Typography variant="body2" role="alert" sx={{color: 'error.main', minHeight: 40}}>
        {error}
      </Typography>
      <ReportErrorContext.Provider value={setError}>
        <RichTreeView
          aria-label="Project files"
          items={PROJECT_FILES}
          isItemEditable
          defaultExpandedItems={['src', 'src/hooks']}
          slots={{item: ValidatedFileItem}}
        />
      </ReportErrorContext.Provider>
    </Box>
  );
}
