import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import {RichTreeView, TreeItem, useTreeItemModel, type TreeItemProps} from '@mui/x-tree-view';
import {PRODUCT_CATALOGUE, type CatalogueNode} from '@site/src/demo-data/tree-product-catalogue';

const formatPrice = (price: number) =>
  new Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD', maximumFractionDigits: 0}).format(price);

const ProductItem = React.forwardRef(function ProductItem(props: TreeItemProps, ref: React.Ref<HTMLLIElement>) {
  const {itemId, label} = props;
  // `label` is the string returned by getItemLabel; the other fields come from the original object.
  const node = useTreeItemModel<CatalogueNode>(itemId);

  if (node?.type !== 'product') {
    return <TreeItem {...props} ref={ref} />;
  }

  return (
    <TreeItem
      {...props}
      ref={ref}
      label={
        <Box sx={{display: 'flex', alignItems: 'center', gap: 1}}>
          <Box component="span" sx={{flexGrow: 1, minWidth: 0}}>
            {label}
            <Typography component="span" variant="caption" sx={{color: 'text.secondary', ml: 1}}>
              {node.sku}
            </Typography>
          </Box>
          {node.stock === 0 && (
            <Chip size="small" label={node.discontinued ? 'Discontinued' : 'Out of stock'} color="warning" />
          )}
          <Typography component="span" variant="body2" sx={{fontVariantNumeric: 'tabular-nums'}}>
            {formatPrice(node.price ?? 0)}
          </Typography>
        </Box>
      }
    />
  );
});

// Module-level functions: new function identities on every render would make the tree rebuild its items.
const getSku = (node: CatalogueNode) => node.sku;
const getName = (node: CatalogueNode) => node.name;

export default function TreeItemCustomizationCatalogue() {
  return (
    <Box sx={{minHeight: 400, maxWidth: 460}}>
      <RichTreeView
        aria-label="Product catalogue"
        items={PRODUCT_CATALOGUE}
        getItemId={getSku}
        getItemLabel={getName}
        defaultExpandedItems={['D-AUDIO', 'C-HEADPHONES', 'C-SPEAKERS', 'D-PHOTO', 'C-CAMERAS']}
        slots={{item: ProductItem}}
      />
    </Box>
  );
}
