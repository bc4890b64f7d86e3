import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {SimpleTreeView, TreeItem} from '@mui/x-tree-view';

export default function SimpleSelectionDisabled() {
  const [disableSelection, setDisableSelection] = React.useState(true);

  return (
    <Box sx={{minHeight: 220, minWidth: 250}}>
      <FormControlLabel
        control={<Switch checked={disableSelection} onChange={(event) => setDisableSelection(event.target.checked)} />}
        label="Disable selection"
      />
      {/* Items can still be focused and expanded when selection is disabled. */}
      <SimpleTreeView aria-label="Table of contents" disableSelection={disableSelection}>
        <TreeItem itemId="intro" label="Introduction" />
        {/* A section heading: it never gets selected, but its pages can be. */}
        <TreeItem itemId="setup" label="Setup" disableSelection>
          <TreeItem itemId="setup-windows" label="Windows" />
          <TreeItem itemId="setup-macos" label="macOS" />
        </TreeItem>
        <TreeItem itemId="faq" label="FAQ" />
      </SimpleTreeView>
    </Box>
  );
}
