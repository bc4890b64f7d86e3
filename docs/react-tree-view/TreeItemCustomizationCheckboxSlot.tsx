import * as React from 'react';
import Box from '@mui/material/Box';
import Checkbox, {type CheckboxProps} from '@mui/material/Checkbox';
import Typography from '@mui/material/Typography';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import {
  RichTreeView,
  TreeItem,
  treeItemClasses,
  type TreeItemProps,
  type TreeViewDefaultItemModelProperties,
} from '@mui/x-tree-view';

const LAYERS: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'header',
    label: 'Header',
    children: [
      {id: 'logo', label: 'Logo'},
      {id: 'navigation', label: 'Navigation'},
      {id: 'search', label: 'Search field'},
    ],
  },
  {
    id: 'hero',
    label: 'Hero',
    children: [
      {id: 'headline', label: 'Headline'},
      {id: 'background', label: 'Background photo'},
    ],
  },
  {id: 'footer', label: 'Footer'},
];

// The checkbox slot receives `visible` (false unless checkboxSelection is on) on top of the checkbox props.
const VisibilityCheckbox = React.forwardRef(function VisibilityCheckbox(
  props: CheckboxProps & {visible: boolean},
  ref: React.Ref<HTMLButtonElement>,
) {
  const {visible, ...other} = props;
  if (!visible) {
    return null;
  }
  return (
    <Checkbox
      {...other}
      ref={ref}
      size="small"
      icon={<VisibilityOffIcon fontSize="small" />}
      checkedIcon={<VisibilityIcon fontSize="small" />}
      sx={{p: 0}}
    />
  );
});

const LayerItem = React.forwardRef(function LayerItem(props: TreeItemProps, ref: React.Ref<HTMLLIElement>) {
  return <TreeItem {...props} ref={ref} slots={{checkbox: VisibilityCheckbox}} />;
});

export default function TreeItemCustomizationCheckboxSlot() {
  const [visibleLayers, setVisibleLayers] = React.useState<string[]>(['header', 'logo', 'navigation', 'hero']);

  return (
    <Box sx={{minHeight: 300, width: 280}}>
      <Typography variant="body2" sx={{mb: 1}}>
        {visibleLayers.length} of 8 layers visible
      </Typography>
      <RichTreeView
        aria-label="Layers"
        items={LAYERS}
        multiSelect
        checkboxSelection
        selectedItems={visibleLayers}
        onSelectedItemsChange={(_event, itemIds) => setVisibleLayers(itemIds)}
        defaultExpandedItems={['header', 'hero']}
        slots={{item: LayerItem}}
        sx={{
          // Selection means "visible" here: no selected background, hidden layers are greyed out.
          [`& .${treeItemClasses.content}.${treeItemClasses.selected}`]: {bgcolor: 'transparent'},
          [`& .${treeItemClasses.content}:not(.${treeItemClasses.selected}) .${treeItemClasses.label}`]: {
            color: 'text.disabled',
          },
        }}
      />
    </Box>
  );
}
