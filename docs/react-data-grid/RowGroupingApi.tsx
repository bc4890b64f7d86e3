import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {DataGridPremium, type GridColDef, type GridRowGroupingModel, useGridApiRef} from '@mui/x-data-grid-premium';

const columns: GridColDef[] = [
  {field: 'region', headerName: 'Region', width: 130},
  {field: 'store', headerName: 'Store', width: 150},
  {field: 'category', headerName: 'Category', width: 130},
  {field: 'revenue', headerName: 'Revenue ($)', type: 'number', width: 130},
];

const regions = ['North', 'South'];
const stores = ['Harbor', 'Old Town', 'Airport'];
const categories = ['Books', 'Games', 'Music'];

const rows = Array.from({length: 18}, (_, index) => ({
  id: index + 1,
  region: regions[index % regions.length],
  store: stores[index % stores.length],
  category: categories[Math.floor(index / 6)],
  revenue: 500 + ((index * 389) % 2500),
}));

export default function RowGroupingApi() {
  const apiRef = useGridApiRef();
  const [model, setModel] = React.useState<GridRowGroupingModel>(['region']);

  return (
    <Box sx={{width: '100%'}}>
      <Stack direction="row" spacing={1} sx={{mb: 1, flexWrap: 'wrap', alignItems: 'center'}}>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.addRowGroupingCriteria('store')}>
          Add store
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.removeRowGroupingCriteria('store')}>
          Remove store
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.setRowGroupingCriteriaIndex('region', 1)}
        >
          Move region to level 2
        </Button>
        <Button size="small" onClick={() => apiRef.current?.setRowGroupingModel([])}>
          Clear
        </Button>
        <Typography variant="body2">Model: [{model.join(', ')}]</Typography>
      </Stack>
      <Box sx={{height: 400}}>
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          rowGroupingModel={model}
          onRowGroupingModelChange={setModel}
          initialState={{aggregation: {model: {revenue: 'sum'}}}}
        />
      </Box>
    </Box>
  );
}
