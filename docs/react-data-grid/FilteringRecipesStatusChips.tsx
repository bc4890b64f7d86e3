import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import {DataGrid, useGridApiRef, type GridColDef, type GridFilterItem, type GridFilterModel} from '@mui/x-data-grid';
import {ORDERS, type Order} from '@site/src/demo-data/orders';

const STATUSES: Order['status'][] = ['Processing', 'Shipped', 'Delivered', 'Cancelled'];

// The chips own one item, recognized by its id, and leave any other filter alone.
const STATUS_ITEM_ID = 'status-chips';

const columns: GridColDef<Order>[] = [
  {field: 'id', headerName: 'Order', width: 90},
  {field: 'customer', headerName: 'Customer', width: 160},
  {field: 'product', headerName: 'Product', width: 180},
  {field: 'status', headerName: 'Status', type: 'singleSelect', valueOptions: STATUSES, width: 130},
];

export default function FilteringRecipesStatusChips() {
  const apiRef = useGridApiRef();
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({items: []});

  // Read the chips from the model, so changes made in the filter panel show up here too.
  const statusItem = filterModel.items.find((item) => item.id === STATUS_ITEM_ID);
  const active: string[] = Array.isArray(statusItem?.value) ? statusItem.value : [];

  const toggle = (status: string) => {
    const next = active.includes(status) ? active.filter((value) => value !== status) : [...active, status];
    const item: GridFilterItem = {id: STATUS_ITEM_ID, field: 'status', operator: 'isAnyOf', value: next};
    if (next.length === 0) {
      apiRef.current?.deleteFilterItem(item);
    } else {
      apiRef.current?.upsertFilterItem(item);
    }
  };

  return (
    <Box sx={{width: '100%'}}>
      <Stack direction="row" spacing={1} useFlexGap sx={{mb: 1, flexWrap: 'wrap'}}>
        {STATUSES.map((status) => (
          <Chip
            key={status}
            label={status}
            color={active.includes(status) ? 'primary' : 'default'}
            variant={active.includes(status) ? 'filled' : 'outlined'}
            onClick={() => toggle(status)}
          />
        ))}
      </Stack>
      <Box sx={{height: 380}}>
        <DataGrid
          apiRef={apiRef}
          rows={ORDERS}
          columns={columns}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          showToolbar
        />
      </Box>
    </Box>
  );
}
