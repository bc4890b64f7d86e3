import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  DataGrid,
  type GridColDef,
  type GridRowId,
  gridExpandedSortedRowIdsSelector,
  useGridApiRef,
} from '@mui/x-data-grid';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const columns: GridColDef[] = [
  {field: 'store', headerName: 'Store', width: 120},
  ...months.map((month) => ({field: month.toLowerCase(), headerName: month, type: 'number' as const, width: 100})),
];

// Monthly sales for 100 stores, computed from the indexes so every render is identical
const rows = Array.from({length: 100}, (_, index) => {
  const row: Record<string, string | number> = {id: index + 1, store: `Store ${index + 1}`};
  months.forEach((month, monthIndex) => {
    row[month.toLowerCase()] = 1000 + ((index * 37 + monthIndex * 113) % 900);
  });
  return row;
});

export default function ScrollingToCell() {
  const apiRef = useGridApiRef();

  const scrollToCell = (rowId: GridRowId, field: string) => {
    const api = apiRef.current;
    if (!api) {
      return;
    }
    const rowIndex = gridExpandedSortedRowIdsSelector(apiRef).indexOf(rowId);
    const colIndex = api.getColumnIndex(field);
    if (rowIndex === -1 || colIndex === -1) {
      return;
    }
    api.scrollToIndexes({rowIndex, colIndex});
    api.setCellFocus(rowId, field);
  };

  return (
    <Box sx={{width: '100%'}}>
      <Button variant="outlined" onClick={() => scrollToCell(75, 'nov')} sx={{mb: 1}}>
        Go to Store 75, November
      </Button>
      <Box sx={{height: 400}}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
