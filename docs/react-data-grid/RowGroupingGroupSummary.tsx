import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import {
  DataGridPremium,
  gridRowTreeSelector,
  type GridColDef,
  type GridGroupNode,
  useGridApiRef,
} from '@mui/x-data-grid-premium';
import {ORDERS, type Order} from '@site/src/demo-data/orders';

const columns: GridColDef<Order>[] = [
  {field: 'country', headerName: 'Country', width: 130},
  {field: 'product', headerName: 'Product', width: 170},
  {field: 'status', headerName: 'Status', width: 120},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 80},
];

type GroupSummary = {id: string; label: string; detail: string};

export default function RowGroupingGroupSummary() {
  const apiRef = useGridApiRef();
  const [groups, setGroups] = React.useState<GroupSummary[]>([]);

  const summarize = () => {
    const api = apiRef.current;
    if (!api) {
      return;
    }
    const tree = gridRowTreeSelector(apiRef);
    // Top-level group rows, in the tree built by the grid
    const countryGroups = Object.values(tree).filter(
      (node): node is GridGroupNode => node.type === 'group' && node.depth === 0,
    );
    setGroups(
      countryGroups.map((group) => {
        // Data rows of the group that pass the current filters
        const ids = api.getRowGroupChildren({groupId: group.id, applyFiltering: true});
        const units = ids.reduce<number>((total, id) => total + (api.getRow(id) as Order).quantity, 0);
        return {id: String(group.id), label: String(group.groupingKey), detail: `${ids.length} orders, ${units} units`};
      }),
    );
  };

  return (
    <Stack direction={{xs: 'column', sm: 'row'}} spacing={2} sx={{width: '100%'}}>
      <Box sx={{height: 400, flex: 1, minWidth: 0}}>
        <DataGridPremium
          apiRef={apiRef}
          rows={ORDERS}
          columns={columns}
          initialState={{rowGrouping: {model: ['country']}}}
        />
      </Box>
      <Box sx={{width: 240}}>
        <Button variant="outlined" size="small" onClick={summarize}>
          Summarize groups
        </Button>
        <List dense>
          {groups.map((group) => (
            <ListItem key={group.id} disableGutters>
              <ListItemText primary={group.label} secondary={group.detail} />
            </ListItem>
          ))}
        </List>
      </Box>
    </Stack>
  );
}
