import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {DataGrid, type GridColDef, type GridFilterModel, type GridRowsProp} from '@mui/x-data-grid';

const rows: GridRowsProp = [
  {id: 1, hotel: 'Casa do Rio', city: 'Porto', rating: 4.6, pricePerNight: 140},
  {id: 2, hotel: 'Hotel Alpenblick', city: 'Innsbruck', rating: 3.9, pricePerNight: 118},
  {id: 3, hotel: 'The Quay House', city: 'Galway', rating: 4.8, pricePerNight: 210},
  {id: 4, hotel: 'Riad Yasmine', city: 'Marrakesh', rating: 4.2, pricePerNight: 95},
  {id: 5, hotel: 'Pension Flora', city: 'Vienna', rating: 2.8, pricePerNight: 72},
];

const columns: GridColDef[] = [
  {field: 'hotel', headerName: 'Hotel', flex: 1, minWidth: 160},
  {field: 'city', headerName: 'City', width: 130},
  {field: 'rating', headerName: 'Rating', type: 'number', width: 100},
  {field: 'pricePerNight', headerName: 'Price / night (EUR)', type: 'number', width: 170},
];

export default function FilteringControlled() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [{field: 'rating', operator: '>', value: '3'}],
  });

  return (
    <Box sx={{width: '100%'}}>
      <Typography variant="body2" component="pre" sx={{mb: 1, fontFamily: 'monospace', whiteSpace: 'pre-wrap'}}>
        filterModel: {JSON.stringify(filterModel)}
      </Typography>
      <Box sx={{height: 340}}>
        <DataGrid
          rows={rows}
          columns={columns}
          filterModel={filterModel}
          onFilterModelChange={(model) => setFilterModel(model)}
        />
      </Box>
    </Box>
  );
}
