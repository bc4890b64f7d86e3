import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  gridRowNodeSelector,
  type GridColDef,
  type GridEventListener,
  type GridValidRowModel,
  useGridApiRef,
} from '@mui/x-data-grid-premium';

const columns: GridColDef[] = [
  {field: 'category', headerName: 'Category', width: 140},
  {field: 'item', headerName: 'Item', width: 180},
  {field: 'price', headerName: 'Price ($)', type: 'number', width: 110},
];

const rows = [
  {id: 1, category: 'Fruit', item: 'Apples (1 kg)', price: 3.2},
  {id: 2, category: 'Fruit', item: 'Bananas (1 kg)', price: 1.9},
  {id: 3, category: 'Fruit', item: 'Blueberries', price: 4.5},
  {id: 4, category: 'Dairy', item: 'Milk (1 L)', price: 1.1},
  {id: 5, category: 'Dairy', item: 'Yogurt', price: 0.9},
  {id: 6, category: 'Bakery', item: 'Sourdough loaf', price: 4.8},
];

export default function RecipesRowGroupingGroupRows() {
  const apiRef = useGridApiRef();
  const [groupRows, setGroupRows] = React.useState<GridValidRowModel[]>([]);

  const handleRowClick: GridEventListener<'rowClick'> = (params) => {
    const api = apiRef.current;
    if (!api || gridRowNodeSelector(apiRef, params.id)?.type !== 'group') {
      return;
    }
    const ids = api.getRowGroupChildren({groupId: params.id, applyFiltering: true, applySorting: true});
    setGroupRows(ids.flatMap((id) => api.getRow(id) ?? []));
  };

  return (
    <Box sx={{width: '100%'}}>
      <Box sx={{height: 340}}>
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          initialState={{rowGrouping: {model: ['category']}}}
          onRowClick={handleRowClick}
        />
      </Box>
      <Typography variant="body2" sx={{mt: 1}}>
        {groupRows.length === 0
          ? 'Click a group row to list its items.'
          : `Items: ${groupRows.map((row) => row.item).join(', ')}`}
      </Typography>
    </Box>
  );
}
