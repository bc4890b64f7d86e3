import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {RichTreeView, type TreeViewDefaultItemModelProperties} from '@mui/x-tree-view';

const AISLES = 20;
const SHELVES_PER_AISLE = 10;
const BINS_PER_SHELF = 10;

// A warehouse: 20 aisles × 10 shelves × 10 bins, generated once at module level.
const WAREHOUSE: TreeViewDefaultItemModelProperties[] = Array.from({length: AISLES}, (_, aisle) => {
  const aisleId = `A${String(aisle + 1).padStart(2, '0')}`;
  return {
    id: aisleId,
    label: `Aisle ${aisle + 1}`,
    children: Array.from({length: SHELVES_PER_AISLE}, (__, shelf) => {
      const shelfId = `${aisleId}-S${shelf + 1}`;
      return {
        id: shelfId,
        label: `Shelf ${shelf + 1}`,
        children: Array.from({length: BINS_PER_SHELF}, (___, bin) => ({
          id: `${shelfId}-B${bin + 1}`,
          label: `Bin ${shelfId}-B${bin + 1}`,
        })),
      };
    }),
  };
});

const ITEM_COUNT = AISLES * (1 + SHELVES_PER_AISLE * (1 + BINS_PER_SHELF));

export default function RichTreeViewItemsLargeTree() {
  const [mounted, setMounted] = React.useState(0);
  const containerRef = React.useRef<HTMLDivElement>(null);

  // Counts the item elements in the DOM, again after each expansion or collapse.
  React.useEffect(() => {
    const container = containerRef.current;
    if (!container) {
      return undefined;
    }
    const count = () => setMounted(container.querySelectorAll('[role="treeitem"]').length);
    count();
    const observer = new MutationObserver(count);
    observer.observe(container, {childList: true, subtree: true});
    return () => observer.disconnect();
  }, []);

  return (
    <Box sx={{width: 320}}>
      <Typography variant="body2" sx={{mb: 1}} role="status">
        {ITEM_COUNT.toLocaleString('en-US')} items in the data, {mounted} mounted
      </Typography>
      <Box ref={containerRef} sx={{height: 320, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1}}>
        <RichTreeView aria-label="Warehouse locations" items={WAREHOUSE} defaultExpandedItems={['A01', 'A01-S1']} />
      </Box>
    </Box>
  );
}
