import * as React from 'react';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Typography from '@mui/material/Typography';
import {RichTreeView, type TreeViewDefaultItemModelProperties} from '@mui/x-tree-view';

const INITIAL_WIKI: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'engineering',
    label: 'Engineering',
    children: [
      {
        id: 'runbooks',
        label: 'Runbooks',
        children: [
          {id: 'rb-deploy', label: 'Deploying a hotfix'},
          {id: 'rb-rollback', label: 'Rolling back a release'},
        ],
      },
      {id: 'style-guide', label: 'Code style guide'},
    ],
  },
  {id: 'people', label: 'People', children: [{id: 'onboarding', label: 'Onboarding checklist'}]},
];

const renameItem = (
  items: TreeViewDefaultItemModelProperties[],
  itemId: string,
  label: string,
): TreeViewDefaultItemModelProperties[] =>
  items.map((item) => {
    if (item.id === itemId) {
      return {...item, label};
    }
    return item.children ? {...item, children: renameItem(item.children, itemId, label)} : item;
  });

// The labels from the root down to an item, read from the state.
const findPath = (items: TreeViewDefaultItemModelProperties[], itemId: string): string[] | null => {
  for (const item of items) {
    if (item.id === itemId) {
      return [item.label];
    }
    const childPath = item.children ? findPath(item.children, itemId) : null;
    if (childPath) {
      return [item.label, ...childPath];
    }
  }
  return null;
};

export default function RichTreeViewEditingWriteBack() {
  const [wiki, setWiki] = React.useState(INITIAL_WIKI);
  const [selectedItem, setSelectedItem] = React.useState<string | null>('rb-deploy');
  const path = selectedItem ? findPath(wiki, selectedItem) : null;

  return (
    <Box sx={{minHeight: 280, width: 360}}>
      <Breadcrumbs aria-label="Selected page" sx={{mb: 1, minHeight: 24}}>
        {path?.map((label, index) => (
          <Typography key={index} variant="body2" sx={{color: index === path.length - 1 ? 'text.primary' : undefined}}>
            {label}
          </Typography>
        ))}
      </Breadcrumbs>
      <RichTreeView
        aria-label="Wiki"
        items={wiki}
        isItemEditable
        // Write the new label into the items held in state: the breadcrumbs read it from there.
        onItemLabelChange={(itemId, label) => setWiki((prev) => renameItem(prev, itemId, label))}
        selectedItems={selectedItem}
        onSelectedItemsChange={(_event, itemId) => setSelectedItem(itemId)}
        defaultExpandedItems={['engineering', 'runbooks']}
      />
    </Box>
  );
}
