import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  RichTreeView,
  TreeItem,
  useTreeItemModel,
  useTreeItemUtils,
  type TreeItemProps,
  type TreeViewDefaultItemModelProperties,
} from '@mui/x-tree-view';

const REGIONS: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'emea',
    label: 'EMEA',
    children: [
      {id: 'berlin', label: 'Berlin'},
      {id: 'madrid', label: 'Madrid'},
      {id: 'nairobi', label: 'Nairobi'},
    ],
  },
  {
    id: 'apac',
    label: 'APAC',
    children: [
      {id: 'sydney', label: 'Sydney'},
      {id: 'tokyo', label: 'Tokyo'},
    ],
  },
];

// A component nested deep in the item reads the item's state with useTreeItemUtils.
function ItemLabel({itemId, label, children}: {itemId: string; label: React.ReactNode; children: React.ReactNode}) {
  const {status} = useTreeItemUtils({itemId, children});
  const item = useTreeItemModel<TreeViewDefaultItemModelProperties>(itemId);
  const childCount = item?.children?.length ?? 0;

  return (
    <Box component="span" sx={{display: 'flex', justifyContent: 'space-between', gap: 2}}>
      <span>{label}</span>
      {status.expandable && (
        <Typography component="span" variant="caption" sx={{color: 'text.secondary'}}>
          {status.expanded ? 'open' : `${childCount} offices`}
        </Typography>
      )}
    </Box>
  );
}

const RegionItem = React.forwardRef(function RegionItem(props: TreeItemProps, ref: React.Ref<HTMLLIElement>) {
  const {itemId, label, children} = props;
  return (
    <TreeItem
      {...props}
      ref={ref}
      label={
        <ItemLabel itemId={itemId} label={label}>
          {children}
        </ItemLabel>
      }
    />
  );
});

export default function ItemCustomizationUtils() {
  return (
    <Box sx={{minHeight: 240, maxWidth: 320}}>
      <RichTreeView aria-label="Offices" items={REGIONS} slots={{item: RegionItem}} />
    </Box>
  );
}
