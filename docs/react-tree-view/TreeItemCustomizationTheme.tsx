import * as React from 'react';
import Box from '@mui/material/Box';
import {alpha, ThemeProvider, type Theme} from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import type {TreeViewComponents} from '@mui/x-tree-view/themeAugmentation';
import {RichTreeView, type TreeViewDefaultItemModelProperties} from '@mui/x-tree-view';

const HELP_CENTER: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'billing',
    label: 'Billing',
    children: [
      {id: 'invoices', label: 'Download an invoice'},
      {id: 'payment-methods', label: 'Change the payment method'},
      {id: 'refunds', label: 'Ask for a refund'},
    ],
  },
  {
    id: 'account',
    label: 'Account',
    children: [
      {id: 'password', label: 'Reset your password'},
      {id: 'two-factor', label: 'Turn on two-factor authentication'},
    ],
  },
  {id: 'contact', label: 'Contact us'},
];

// In an application, put these entries in the `components` of your createTheme() call.
const treeItemComponents: TreeViewComponents<Theme> = {
  MuiTreeItem: {
    defaultProps: {slots: {expandIcon: AddIcon, collapseIcon: RemoveIcon}},
    styleOverrides: {
      content: ({theme}) => ({
        borderRadius: 20,
        padding: theme.spacing(0.5, 1.5),
        '&.Mui-selected': {backgroundColor: alpha(theme.palette.secondary.main, 0.15)},
      }),
      iconContainer: ({theme}) => ({color: theme.palette.secondary.main}),
      label: {fontSize: 15},
    },
  },
};

// Here they extend the docs theme for this demo only.
const withTreeItemDefaults = (outerTheme: Theme): Theme => ({
  ...outerTheme,
  components: {...outerTheme.components, ...treeItemComponents},
});

export default function TreeItemCustomizationTheme() {
  return (
    <ThemeProvider theme={withTreeItemDefaults}>
      <Box sx={{minHeight: 280, width: 320}}>
        <RichTreeView
          aria-label="Help center"
          items={HELP_CENTER}
          defaultExpandedItems={['billing']}
          defaultSelectedItems="refunds"
        />
      </Box>
    </ThemeProvider>
  );
}
