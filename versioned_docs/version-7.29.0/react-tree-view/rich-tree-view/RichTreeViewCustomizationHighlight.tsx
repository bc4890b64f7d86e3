import * as React from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import {RichTreeView, TreeItem2, type TreeItem2Props} from '@mui/x-tree-view';
import {PRODUCT_CATALOGUE, type CatalogueNode} from '@site/src/demo-data/tree-product-catalogue';

const getSku = (node: CatalogueNode) => node.sku;
const getName = (node: CatalogueNode) => node.name;

const QueryContext = React.createContext('');

function HighlightedText({text}: {text: string}) {
  const query = React.useContext(QueryContext);
  const start = query ? text.toLowerCase().indexOf(query.toLowerCase()) : -1;
  if (start === -1) {
    return <React.Fragment>{text}</React.Fragment>;
  }
  const end = start + query.length;
  return (
    <React.Fragment>
      {text.slice(0, start)}
      <Box component="mark" sx={{bgcolor: 'warning.light', color: 'common.black', borderRadius: 0.5}}>
        {text.slice(start, end)}
      </Box>
      {text.slice(end)}
    </React.Fragment>
  );
}

// The `label` received from the tree is a string: it can be wrapped in any markup.
const HighlightItem = React.forwardRef(function HighlightItem(props: TreeItem2Props, ref: React.Ref<HTMLLIElement>) {
  return <TreeItem2 {...props} ref={ref} label={<HighlightedText text={String(props.label)} />} />;
});

// The ids of the items that contain a match below them.
function collectAncestorsOfMatches(nodes: CatalogueNode[], query: string, result: string[]): boolean {
  return nodes.reduce((found, node) => {
    const childMatches = node.children ? collectAncestorsOfMatches(node.children, query, result) : false;
    if (childMatches) {
      result.push(node.sku);
    }
    return found || childMatches || node.name.toLowerCase().includes(query);
  }, false);
}

export default function RichTreeViewCustomizationHighlight() {
  const [query, setQuery] = React.useState('camera');
  const [expandedItems, setExpandedItems] = React.useState<string[]>([]);

  React.useEffect(() => {
    const cleanQuery = query.trim().toLowerCase();
    const ancestors: string[] = [];
    if (cleanQuery) {
      collectAncestorsOfMatches(PRODUCT_CATALOGUE, cleanQuery, ancestors);
    }
    setExpandedItems(ancestors);
  }, [query]);

  return (
    <Box sx={{minHeight: 380, width: 320}}>
      <TextField
        size="small"
        label="Find a product"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        fullWidth
        sx={{mb: 1}}
      />
      <QueryContext.Provider value={query.trim()}>
        <RichTreeView
          aria-label="Product catalogue"
          items={PRODUCT_CATALOGUE}
          getItemId={getSku}
          getItemLabel={getName}
          expandedItems={expandedItems}
          onExpandedItemsChange={(_event, itemIds) => setExpandedItems(itemIds)}
          slots={{item: HighlightItem}}
        />
      </QueryContext.Provider>
    </Box>
  );
}
