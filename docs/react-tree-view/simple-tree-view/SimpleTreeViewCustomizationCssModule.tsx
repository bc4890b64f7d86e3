import * as React from 'react';
import Box from '@mui/material/Box';
import {SimpleTreeView, TreeItem, type TreeItemProps} from '@mui/x-tree-view';
import styles from './SimpleTreeViewCustomizationCssModule.module.css';

const ITEM_CLASSES: TreeItemProps['classes'] = {
  content: styles.content,
  label: styles.label,
  iconContainer: styles.iconContainer,
};

// A thin wrapper so every item of the tree gets the same classes.
function RecipeItem(props: TreeItemProps) {
  return <TreeItem {...props} classes={ITEM_CLASSES} />;
}

export default function SimpleTreeViewCustomizationCssModule() {
  return (
    <Box sx={{minHeight: 280, width: 300}}>
      <SimpleTreeView
        aria-label="Recipes"
        className={styles.tree}
        defaultExpandedItems={['mains']}
        defaultSelectedItems="mains-risotto"
      >
        <RecipeItem itemId="starters" label="Starters">
          <RecipeItem itemId="starters-gazpacho" label="Gazpacho" />
        </RecipeItem>
        <RecipeItem itemId="mains" label="Mains">
          <RecipeItem itemId="mains-risotto" label="Mushroom risotto" />
          <RecipeItem itemId="mains-curry" label="Chickpea curry" />
          <RecipeItem itemId="mains-tacos" label="Fish tacos" />
        </RecipeItem>
        <RecipeItem itemId="desserts" label="Desserts">
          <RecipeItem itemId="desserts-tart" label="Lemon tart" />
        </RecipeItem>
      </SimpleTreeView>
    </Box>
  );
}
