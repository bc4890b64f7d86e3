import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  DataGrid,
  type GridColDef,
  GridToolbarColumnsButton,
  GridToolbarContainer,
  GridToolbarExport,
  GridToolbarFilterButton,
  GridToolbarQuickFilter,
  gridRowCountSelector,
  useGridApiContext,
} from '@mui/x-data-grid';

function CustomToolbar() {
  const apiRef = useGridApiContext();

  const addRow = () => {
    const id = gridRowCountSelector(apiRef) + 1;
    apiRef.current.updateRows([{id, task: `New task ${id}`, owner: 'Unassigned'}]);
  };

  return (
    <GridToolbarContainer>
      <GridToolbarColumnsButton />
      <GridToolbarFilterButton />
      <GridToolbarExport />
      <Button size="small" onClick={addRow}>
        Add row
      </Button>
      <Box sx={{flex: 1}} />
      <GridToolbarQuickFilter />
    </GridToolbarContainer>
  );
}

const columns: GridColDef[] = [
  {field: 'task', headerName: 'Task', width: 220},
  {field: 'owner', headerName: 'Owner', width: 160},
];

const rows = [
  {id: 1, task: 'Prepare sprint demo', owner: 'Aiko'},
  {id: 2, task: 'Review pull requests', owner: 'Marek'},
  {id: 3, task: 'Update dependencies', owner: 'Aiko'},
];

export default function ComponentsCustomToolbar() {
  return (
    <Box sx={{height: 360, width: '100%'}}>
      <DataGrid rows={rows} columns={columns} slots={{toolbar: CustomToolbar}} />
    </Box>
  );
}
