import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {DataGrid, type GridColDef, type GridRowSelectionModel} from '@mui/x-data-grid';

const columns: GridColDef[] = [
  {field: 'file', headerName: 'File', width: 220},
  {field: 'size', headerName: 'Size (KB)', type: 'number', width: 120},
];

const initialRows = [
  {id: 'a', file: 'report-q1.pdf', size: 420},
  {id: 'b', file: 'budget-2024.xlsx', size: 96},
  {id: 'c', file: 'meeting-notes.txt', size: 4},
  {id: 'd', file: 'logo.svg', size: 12},
  {id: 'e', file: 'roadmap.pptx', size: 2310},
];

export default function RowSelectionControlled() {
  const [rows, setRows] = React.useState(initialRows);
  const [selection, setSelection] = React.useState<GridRowSelectionModel>(['b']);

  const deleteSelected = () => {
    setRows((current) => current.filter((row) => !selection.includes(row.id)));
    setSelection([]);
  };

  return (
    <Box sx={{width: '100%'}}>
      <Button variant="outlined" color="error" disabled={selection.length === 0} onClick={deleteSelected} sx={{mb: 1}}>
        Delete {selection.length} file(s)
      </Button>
      <Box sx={{height: 360}}>
        <DataGrid
          rows={rows}
          columns={columns}
          checkboxSelection
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
        />
      </Box>
    </Box>
  );
}
