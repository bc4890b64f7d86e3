import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {RichTreeViewPro, useRichTreeViewProApiRef} from '@mui/x-tree-view-pro';
import {DataSourceCacheDefault} from '@mui/x-tree-view/utils';
import {PRODUCT_CATALOGUE, type CatalogueNode} from '@site/src/demo-data/tree-product-catalogue';

type Entry = {id: string; label: string; childrenCount: number; type: CatalogueNode['type']; children?: Entry[]};

// The "server" keeps its own copy of the names, which label edits update.
const names = new Map<string, string>();
const children = new Map<string, CatalogueNode[]>();
function index(nodes: CatalogueNode[], parent: string) {
  children.set(parent, nodes);
  nodes.forEach((node) => {
    names.set(node.sku, node.name);
    index(node.children ?? [], node.sku);
  });
}
index(PRODUCT_CATALOGUE, '');

const toEntry = (node: CatalogueNode): Entry => ({
  id: node.sku,
  label: names.get(node.sku) ?? node.name,
  childrenCount: node.children?.length ?? 0,
  type: node.type,
});

const dataSource = {
  getTreeItems: (parentId?: string) =>
    new Promise<Entry[]>((resolve) => {
      setTimeout(() => resolve((children.get(parentId ?? '') ?? []).map(toEntry)), 500);
    }),
  getChildrenCount: (entry: Entry) => entry.childrenCount,
};

export default function LazyLoadingLabelEditing() {
  const apiRef = useRichTreeViewProApiRef<Entry>();
  const [cache] = React.useState(() => new DataSourceCacheDefault<Entry>({}));

  const handleLabelChange = (itemId: string, newLabel: string) => {
    // 1. Save on the server.
    names.set(itemId, newLabel);
    // 2. Update the cached list of the parent, or the next expansion would show the old name.
    const parentId = apiRef.current?.getParentId(itemId);
    const cached = parentId ? cache.get(parentId) : undefined;
    if (parentId && Array.isArray(cached)) {
      cache.set(
        parentId,
        cached.map((entry) => (entry.id === itemId ? {...entry, label: newLabel} : entry)),
      );
    }
  };

  return (
    <Box sx={{minHeight: 300, minWidth: 280}}>
      <Typography variant="body2" color="text.secondary" sx={{mb: 1}}>
        Products are editable: double-click one, rename it, press Enter, then collapse and expand its category.
      </Typography>
      <RichTreeViewPro
        apiRef={apiRef}
        aria-label="Editable catalogue"
        items={[]}
        dataSource={dataSource}
        dataSourceCache={cache}
        isItemEditable={(entry) => entry.type === 'product'}
        onItemLabelChange={handleLabelChange}
        defaultExpandedItems={['D-AUDIO', 'C-HEADPHONES']}
      />
    </Box>
  );
}
