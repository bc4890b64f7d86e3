import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  type GridColDef,
  GridFooterContainer,
  gridFilteredTopLevelRowCountSelector,
  gridRowSelectionCountSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';

function SummaryFooter() {
  const apiRef = useGridApiContext();
  // Re-renders only when one of these two values changes
  const visibleCount = useGridSelector(apiRef, gridFilteredTopLevelRowCountSelector);
  const selectedCount = useGridSelector(apiRef, gridRowSelectionCountSelector);

  return (
    <GridFooterContainer sx={{px: 2}}>
      {visibleCount} rows match the filters, {selectedCount} selected
    </GridFooterContainer>
  );
}

const columns: GridColDef[] = [
  {field: 'name', headerName: 'Warehouse', width: 180},
  {field: 'region', headerName: 'Region', width: 140},
];

const rows = [
  {id: 1, name: 'Rotterdam North', region: 'Europe'},
  {id: 2, name: 'Memphis Hub', region: 'Americas'},
  {id: 3, name: 'Singapore East', region: 'Asia'},
  {id: 4, name: 'Lyon Sud', region: 'Europe'},
  {id: 5, name: 'Santos Port', region: 'Americas'},
];

export default function StateSelectorsFooter() {
  return (
    <Box sx={{height: 360, width: '100%'}}>
      <DataGrid rows={rows} columns={columns} checkboxSelection slots={{footer: SummaryFooter}} />
    </Box>
  );
}
