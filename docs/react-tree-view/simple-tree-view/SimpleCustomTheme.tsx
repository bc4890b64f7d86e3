import * as React from 'react';
import Box from '@mui/material/Box';
import {ThemeProvider, type Theme} from '@mui/material/styles';
import type {TreeViewComponents} from '@mui/x-tree-view/themeAugmentation';
import {SimpleTreeView, TreeItem} from '@mui/x-tree-view';

// In an application, put these entries in the `components` of your createTheme() call.
const treeViewComponents: TreeViewComponents<Theme> = {
  MuiSimpleTreeView: {
    defaultProps: {expansionTrigger: 'iconContainer'},
  },
  MuiTreeItem: {
    styleOverrides: {
      label: {fontWeight: 500},
    },
  },
};

// Here they extend the docs theme for this demo only.
const withTreeDefaults = (outerTheme: Theme): Theme => ({
  ...outerTheme,
  components: {...outerTheme.components, ...treeViewComponents},
});

export default function SimpleCustomTheme() {
  return (
    <ThemeProvider theme={withTreeDefaults}>
      <Box sx={{minHeight: 200, minWidth: 250}}>
        <SimpleTreeView aria-label="Handbook" defaultExpandedItems={['onboarding']}>
          <TreeItem itemId="onboarding" label="Onboarding">
            <TreeItem itemId="onboarding-week-1" label="First week" />
            <TreeItem itemId="onboarding-tools" label="Tools and accounts" />
          </TreeItem>
          <TreeItem itemId="policies" label="Policies">
            <TreeItem itemId="policies-remote" label="Remote work" />
          </TreeItem>
        </SimpleTreeView>
      </Box>
    </ThemeProvider>
  );
}
