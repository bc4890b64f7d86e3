import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef, type GridRowSpacingParams, type GridRowsProp} from '@mui/x-data-grid';

const rows: GridRowsProp = [
  {id: 1, name: 'Morning yoga', room: 'Studio A', time: '07:00'},
  {id: 2, name: 'Spin class', room: 'Cycle room', time: '08:30'},
  {id: 3, name: 'Pilates', room: 'Studio B', time: '12:15'},
  {id: 4, name: 'Boxing basics', room: 'Ring', time: '18:00'},
];

const columns: GridColDef[] = [
  {field: 'name', headerName: 'Class', flex: 1},
  {field: 'room', headerName: 'Room', width: 140},
  {field: 'time', headerName: 'Time', width: 100},
];

export default function RowHeightSpacing() {
  const getRowSpacing = React.useCallback(
    (params: GridRowSpacingParams) => ({
      top: params.isFirstVisible ? 0 : 4,
      bottom: params.isLastVisible ? 0 : 4,
    }),
    [],
  );

  return (
    <Box sx={{height: 360, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        getRowSpacing={getRowSpacing}
        hideFooter
        sx={{'& .MuiDataGrid-row': {bgcolor: 'background.paper'}, bgcolor: 'action.hover'}}
      />
    </Box>
  );
}
