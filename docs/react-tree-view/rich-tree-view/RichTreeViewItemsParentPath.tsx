import * as React from 'react';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Typography from '@mui/material/Typography';
import {RichTreeView, useRichTreeViewApiRef} from '@mui/x-tree-view';
import {PRODUCT_CATALOGUE, type CatalogueNode} from '@site/src/demo-data/tree-product-catalogue';

const getSku = (node: CatalogueNode) => node.sku;
const getName = (node: CatalogueNode) => node.name;

export default function RichTreeViewItemsParentPath() {
  const apiRef = useRichTreeViewApiRef<CatalogueNode>();
  const [path, setPath] = React.useState<CatalogueNode[]>([]);

  const handleSelectedItemsChange = (_event: React.SyntheticEvent | null, itemId: string | null) => {
    const api = apiRef.current;
    const ancestors: CatalogueNode[] = [];
    // Walk up with getParentId until a root item, whose parent is null.
    for (let current = itemId; api && current !== null; current = api.getParentId(current)) {
      ancestors.unshift(api.getItem(current));
    }
    setPath(ancestors);
  };

  return (
    <Box sx={{minHeight: 360, width: '100%', maxWidth: 420}}>
      <Breadcrumbs aria-label="Position in the catalogue" sx={{minHeight: 28, mb: 1}}>
        {path.length === 0 ? (
          <Typography variant="body2" sx={{color: 'text.secondary'}}>
            Select an item of the catalogue
          </Typography>
        ) : (
          path.map((node) => (
            <Typography key={node.sku} variant="body2">
              {node.name}
            </Typography>
          ))
        )}
      </Breadcrumbs>
      <RichTreeView
        aria-label="Catalogue"
        items={PRODUCT_CATALOGUE}
        getItemId={getSku}
        getItemLabel={getName}
        apiRef={apiRef}
        onSelectedItemsChange={handleSelectedItemsChange}
        defaultExpandedItems={['D-AUDIO', 'C-HEADPHONES']}
      />
    </Box>
  );
}
