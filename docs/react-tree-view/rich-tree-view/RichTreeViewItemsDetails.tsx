import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {RichTreeView, useRichTreeViewApiRef} from '@mui/x-tree-view';
import {PRODUCT_CATALOGUE, type CatalogueNode} from '@site/src/demo-data/tree-product-catalogue';

const getSku = (node: CatalogueNode) => node.sku;
const getName = (node: CatalogueNode) => node.name;

export default function RichTreeViewItemsDetails() {
  const apiRef = useRichTreeViewApiRef<CatalogueNode>();
  const [clicked, setClicked] = React.useState<CatalogueNode | null>(null);

  const handleItemClick = (_event: React.MouseEvent, itemId: string) => {
    // getItem returns the object from the `items` prop, with all its fields.
    setClicked(apiRef.current?.getItem(itemId) ?? null);
  };

  return (
    <Stack direction={{xs: 'column', sm: 'row'}} spacing={2} sx={{minHeight: 320}}>
      <Box sx={{minWidth: 240}}>
        <RichTreeView
          aria-label="Product catalogue"
          items={PRODUCT_CATALOGUE}
          apiRef={apiRef}
          getItemId={getSku}
          getItemLabel={getName}
          defaultExpandedItems={['D-AUDIO', 'C-HEADPHONES']}
          onItemClick={handleItemClick}
        />
      </Box>
      <Paper variant="outlined" sx={{flex: 1, p: 2, alignSelf: 'flex-start'}}>
        {clicked ? (
          <React.Fragment>
            <Typography variant="overline">{clicked.type}</Typography>
            <Typography variant="h6">{clicked.name}</Typography>
            <Typography variant="body2">SKU: {clicked.sku}</Typography>
            {clicked.type === 'product' ? (
              <Typography variant="body2">
                ${clicked.price} · {clicked.stock} in stock{clicked.discontinued ? ' · discontinued' : ''}
              </Typography>
            ) : (
              <Typography variant="body2">{clicked.children?.length ?? 0} entries</Typography>
            )}
          </React.Fragment>
        ) : (
          <Typography variant="body2" sx={{color: 'text.secondary'}}>
            Click an item to see its details.
          </Typography>
        )}
      </Paper>
    </Stack>
  );
}
