import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  gridRowTreeSelector,
  type GridColDef,
  type GridGroupNode,
  type GridRowId,
  useGridApiRef,
} from '@mui/x-data-grid-premium';
import {ORDERS, type Order} from '@site/src/demo-data/orders';

const columns: GridColDef<Order>[] = [
  {field: 'category', headerName: 'Category', width: 130},
  {field: 'product', headerName: 'Product', width: 180},
  {field: 'customer', headerName: 'Customer', width: 160},
];

export default function RowGroupingExpansionEvents() {
  const apiRef = useGridApiRef();
  const [openGroups, setOpenGroups] = React.useState<Record<GridRowId, string>>({});

  React.useEffect(
    () =>
      // Fired for every expansion change: clicks, keyboard, and API calls
      apiRef.current?.subscribeEvent('rowExpansionChange', (node: GridGroupNode) => {
        setOpenGroups((current) => {
          const next = {...current};
          if (node.childrenExpanded) {
            next[node.id] = String(node.groupingKey);
          } else {
            delete next[node.id];
          }
          return next;
        });
      }),
    [apiRef],
  );

  const openCategory = (category: string) => {
    const tree = gridRowTreeSelector(apiRef);
    const group = Object.values(tree).find((node) => node.type === 'group' && node.groupingKey === category);
    if (group) {
      apiRef.current?.setRowChildrenExpansion(group.id, true);
    }
  };

  return (
    <Box sx={{width: '100%'}}>
      <Stack direction="row" spacing={1} sx={{mb: 1, alignItems: 'center', flexWrap: 'wrap'}}>
        <Button size="small" variant="outlined" onClick={() => openCategory('Cameras')}>
          Open Cameras
        </Button>
        <Button size="small" variant="outlined" onClick={() => openCategory('Phones')}>
          Open Phones
        </Button>
        <Typography variant="body2">Open groups: {Object.values(openGroups).join(', ') || 'none'}</Typography>
      </Stack>
      <Box sx={{height: 400}}>
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
    </Box>
  );
}
