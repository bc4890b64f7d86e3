import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import {RichTreeView, TreeItem, useTreeItemModel, type TreeItemProps} from '@mui/x-tree-view';
import {PRODUCT_CATALOGUE, type CatalogueNode} from '@site/src/demo-data/tree-product-catalogue';

const getSku = (node: CatalogueNode) => node.sku;
const getName = (node: CatalogueNode) => node.name;

function StockChip({node}: {node: CatalogueNode}) {
  if (node.discontinued) {
    return <Chip size="small" label="Discontinued" variant="outlined" />;
  }
  if (node.stock === undefined) {
    return null;
  }
  return <Chip size="small" label={`${node.stock} in stock`} color={node.stock < 10 ? 'warning' : 'default'} />;
}

const ProductItem = React.forwardRef(function ProductItem(props: TreeItemProps, ref: React.Ref<HTMLLIElement>) {
  // The original object of the `items` prop, with every custom field.
  const node = useTreeItemModel<CatalogueNode>(props.itemId);
  return (
    <TreeItem
      {...props}
      ref={ref}
      label={
        <Box sx={{display: 'flex', alignItems: 'center', gap: 1}}>
          <span>{props.label}</span>
          {node && <StockChip node={node} />}
        </Box>
      }
    />
  );
});

export default function RichTreeViewItemsModelHook() {
  return (
    <Box sx={{minHeight: 380, width: '100%', maxWidth: 420}}>
      <RichTreeView
        aria-label="Catalogue with stock levels"
        items={PRODUCT_CATALOGUE}
        getItemId={getSku}
        getItemLabel={getName}
        defaultExpandedItems={['D-AUDIO', 'C-HEADPHONES', 'D-COMPUTING', 'C-LAPTOPS']}
        slots={{item: ProductItem}}
      />
    </Box>
  );
}
