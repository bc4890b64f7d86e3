import * as React from 'react';
import Box from '@mui/material/Box';
import {RichTreeViewPro} from '@mui/x-tree-view-pro';
import {PRODUCT_CATALOGUE, type CatalogueNode} from '@site/src/demo-data/tree-product-catalogue';

type CatalogueEntry = {id: string; label: string; childrenCount: number};

const toEntry = (node: CatalogueNode): CatalogueEntry => ({
  id: node.sku,
  label: node.type === 'product' ? `${node.name} ($${node.price})` : node.name,
  childrenCount: node.children?.length ?? 0,
});

function findNode(nodes: CatalogueNode[], sku: string): CatalogueNode | undefined {
  for (const node of nodes) {
    const found = node.sku === sku ? node : findNode(node.children ?? [], sku);
    if (found) {
      return found;
    }
  }
  return undefined;
}

// The departments come with the page (server-rendered, for instance): only deeper levels are fetched.
const DEPARTMENTS = PRODUCT_CATALOGUE.map(toEntry);

const dataSource = {
  getTreeItems: (parentId?: string) =>
    new Promise<CatalogueEntry[]>((resolve) => {
      const children = parentId ? (findNode(PRODUCT_CATALOGUE, parentId)?.children ?? []) : PRODUCT_CATALOGUE;
      setTimeout(() => resolve(children.map(toEntry)), 700);
    }),
  getChildrenCount: (entry: CatalogueEntry) => entry.childrenCount,
};

export default function LazyLoadingInitialItems() {
  return (
    <Box sx={{minHeight: 320, minWidth: 260}}>
      <RichTreeViewPro aria-label="Product catalogue" items={DEPARTMENTS} dataSource={dataSource} />
    </Box>
  );
}
