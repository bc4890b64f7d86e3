import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {DataGridPremium, type GridColDef, useGridApiRef} from '@mui/x-data-grid-premium';

const columns: GridColDef[] = [
  {field: 'week', headerName: 'Week', width: 100},
  {field: 'mon', headerName: 'Mon', type: 'number', width: 80},
  {field: 'tue', headerName: 'Tue', type: 'number', width: 80},
  {field: 'wed', headerName: 'Wed', type: 'number', width: 80},
  {field: 'thu', headerName: 'Thu', type: 'number', width: 80},
  {field: 'fri', headerName: 'Fri', type: 'number', width: 80},
];

const rows = [
  {id: 1, week: 'W14', mon: 8, tue: 7.5, wed: 8, thu: 6, fri: 5},
  {id: 2, week: 'W15', mon: 7, tue: 8, wed: 8.5, thu: 8, fri: 4},
  {id: 3, week: 'W16', mon: 8, tue: 8, wed: 7, thu: 7.5, fri: 6},
  {id: 4, week: 'W17', mon: 6.5, tue: 8, wed: 8, thu: 8, fri: 5.5},
];

export default function CellSelectionApi() {
  const apiRef = useGridApiRef();
  const [selectedCount, setSelectedCount] = React.useState(0);

  return (
    <Box sx={{width: '100%'}}>
      <Stack direction="row" spacing={1} sx={{mb: 1, alignItems: 'center'}}>
        <Button
          variant="outlined"
          onClick={() => apiRef.current?.selectCellRange({id: 1, field: 'mon'}, {id: 2, field: 'wed'})}
        >
          Select W14–W15, Mon–Wed
        </Button>
        <Button onClick={() => apiRef.current?.setCellSelectionModel({})}>Clear</Button>
        <span>{selectedCount} cell(s) selected</span>
      </Stack>
      <Box sx={{height: 320}}>
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          cellSelection
          disableRowSelectionOnClick
          onCellSelectionModelChange={() => setSelectedCount(apiRef.current?.getSelectedCellsAsArray().length ?? 0)}
        />
      </Box>
    </Box>
  );
}
