import * as React from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {RichTreeViewPro} from '@mui/x-tree-view-pro';
import {DataSourceCacheDefault} from '@mui/x-tree-view/utils';
import {PRODUCT_CATALOGUE, type CatalogueNode} from '@site/src/demo-data/tree-product-catalogue';

type Entry = {id: string; label: string; childrenCount: number};

const toEntry = (node: CatalogueNode): Entry => ({
  id: node.sku,
  label: node.name,
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

const dataSource = {
  getTreeItems: (parentId?: string) =>
    new Promise<Entry[]>((resolve) => {
      const nodes = parentId ? (findNode(PRODUCT_CATALOGUE, parentId)?.children ?? []) : PRODUCT_CATALOGUE;
      setTimeout(() => resolve(nodes.map(toEntry)), 500);
    }),
  getChildrenCount: (entry: Entry) => entry.childrenCount,
};

// Entries older than 10 seconds are stale: the next expansion asks the server again.
const cache = new DataSourceCacheDefault({ttl: 10_000});

export default function LazyLoadingCacheLifetime() {
  const [log, setLog] = React.useState<{id: number; text: string}[]>([]);
  const nextId = React.useRef(0);

  return (
    <Stack direction={{xs: 'column', sm: 'row'}} spacing={3}>
      <Box sx={{minHeight: 300, minWidth: 260}}>
        <RichTreeViewPro
          aria-label="Catalogue with a short cache"
          items={[]}
          dataSource={dataSource}
          dataSourceCache={cache}
          onItemsLazyLoaded={({parentId, items, isCacheHit}) => {
            nextId.current += 1;
            const id = nextId.current;
            const text = `${parentId ?? 'root'}: ${items.length} item(s) from ${isCacheHit ? 'the cache' : 'the server'}`;
            setLog((entries) => [{id, text}, ...entries].slice(0, 8));
          }}
        />
      </Box>
      <Box sx={{flex: 1}}>
        <Typography variant="subtitle2">Loads (newest first)</Typography>
        <List dense>
          {log.map((entry) => (
            <ListItem key={entry.id} disableGutters>
              {entry.text}
            </ListItem>
          ))}
        </List>
      </Box>
    </Stack>
  );
}
