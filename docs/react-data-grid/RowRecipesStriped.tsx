import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef, type GridRowsProp} from '@mui/x-data-grid';

const rows: GridRowsProp = [
  {id: 1, planet: 'Mercury', moons: 0, dayHours: 4222.6},
  {id: 2, planet: 'Venus', moons: 0, dayHours: 2802},
  {id: 3, planet: 'Earth', moons: 1, dayHours: 24},
  {id: 4, planet: 'Mars', moons: 2, dayHours: 24.7},
  {id: 5, planet: 'Jupiter', moons: 95, dayHours: 9.9},
  {id: 6, planet: 'Saturn', moons: 146, dayHours: 10.7},
];

const columns: GridColDef[] = [
  {field: 'planet', headerName: 'Planet', flex: 1},
  {field: 'moons', headerName: 'Moons', type: 'number', width: 110},
  {field: 'dayHours', headerName: 'Day length (h)', type: 'number', width: 150},
];

export default function RowRecipesStriped() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      {/* Sort a column: the stripes stay in place. */}
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        getRowClassName={(params) => (params.indexRelativeToCurrentPage % 2 === 0 ? 'even' : 'odd')}
        sx={{'& .MuiDataGrid-row.odd': {backgroundColor: 'action.hover'}}}
      />
    </Box>
  );
}
