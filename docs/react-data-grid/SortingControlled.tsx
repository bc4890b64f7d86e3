import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {DataGrid, type GridColDef, type GridRowsProp, type GridSortModel} from '@mui/x-data-grid';

const rows: GridRowsProp = [
  {id: 1, name: 'Banana', calories: 89, sugar: 12.2},
  {id: 2, name: 'Apple', calories: 52, sugar: 10.4},
  {id: 3, name: 'Mango', calories: 60, sugar: 13.7},
  {id: 4, name: 'Cherry', calories: 63, sugar: 12.8},
  {id: 5, name: 'Kiwi', calories: 61, sugar: 9},
];

const columns: GridColDef[] = [
  {field: 'name', headerName: 'Fruit', flex: 1},
  {field: 'calories', headerName: 'kcal / 100 g', type: 'number', width: 130},
  {field: 'sugar', headerName: 'Sugar (g)', type: 'number', width: 120},
];

export default function SortingControlled() {
  const [sortModel, setSortModel] = React.useState<GridSortModel>([{field: 'name', sort: 'asc'}]);

  return (
    <Box sx={{width: '100%'}}>
      <Stack direction="row" spacing={1} sx={{mb: 1, alignItems: 'center', flexWrap: 'wrap'}}>
        <Button size="small" variant="outlined" onClick={() => setSortModel([{field: 'sugar', sort: 'desc'}])}>
          Sweetest first
        </Button>
        <Button size="small" variant="outlined" onClick={() => setSortModel([])}>
          Clear sort
        </Button>
        <Typography variant="body2" component="code">
          sortModel: {JSON.stringify(sortModel)}
        </Typography>
      </Stack>
      <Box sx={{height: 340}}>
        <DataGrid
          rows={rows}
          columns={columns}
          sortModel={sortModel}
          onSortModelChange={(model) => setSortModel(model)}
        />
      </Box>
    </Box>
  );
}
