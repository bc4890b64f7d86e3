import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GRID_ROOT_GROUP_ID,
  gridRowTreeSelector,
  useGridApiRef,
  type GridColDef,
  type GridGroupNode,
} from '@mui/x-data-grid-premium';
import {ORDERS, type Order} from '@site/src/demo-data/orders';

const columns: GridColDef<Order>[] = [
  {field: 'category', headerName: 'Category', width: 130},
  {field: 'product', headerName: 'Product', width: 180},
  {field: 'customer', headerName: 'Customer', width: 160},
  {field: 'quantity', headerName: 'Units', type: 'number', width: 100},
];

export default function RecipesRowGroupingAccordion() {
  const apiRef = useGridApiRef();

  React.useEffect(() => {
    const api = apiRef.current;
    if (!api) {
      return undefined;
    }
    // When a top-level group opens, close the other top-level groups.
    return api.subscribeEvent('rowExpansionChange', (node: GridGroupNode) => {
      if (node.depth !== 0 || !node.childrenExpanded) {
        return;
      }
      const root = gridRowTreeSelector(apiRef)[GRID_ROOT_GROUP_ID] as GridGroupNode;
      root.children.forEach((id) => {
        const sibling = gridRowTreeSelector(apiRef)[id];
        if (id !== node.id && sibling.type === 'group' && sibling.childrenExpanded) {
          api.setRowChildrenExpansion(id, false);
        }
      });
    });
  }, [apiRef]);

  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGridPremium
        apiRef={apiRef}
        rows={ORDERS}
        columns={columns}
        initialState={{
          rowGrouping: {model: ['category']},
          columns: {columnVisibilityModel: {category: false}},
        }}
      />
    </Box>
  );
}
