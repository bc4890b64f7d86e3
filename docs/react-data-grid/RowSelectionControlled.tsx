import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {DataGrid, createRowSelectionManager, type GridColDef, type GridRowSelectionModel} from '@mui/x-data-grid';

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

const emptySelection: GridRowSelectionModel = {type: 'include', ids: new Set()};

export default function RowSelectionControlled() {
  const [rows, setRows] = React.useState(initialRows);
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({type: 'include', ids: new Set(['b'])});

  // The manager answers `has(id)` for both model types: after "select all", the model is
  // `{type: 'exclude', ids}` and lists the rows that are NOT selected.
  const selectedRows = React.useMemo(() => {
    const manager = createRowSelectionManager(selection);
    return rows.filter((row) => manager.has(row.id));
  }, [rows, selection]);

  const deleteSelected = () => {
    const manager = createRowSelectionManager(selection);
    setRows((current) => current.filter((row) => !manager.has(row.id)));
    setSelection(emptySelection);
  };

  return (
    <Box sx={{width: '100%'}}>
      <Button
        variant="outlined"
        color="error"
        disabled={selectedRows.length === 0}
        onClick={deleteSelected}
        sx={{mb: 1}}
      >
        Delete {selectedRows.length} file(s)
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
