import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPro, useGridApiRef, type DataGridProProps, type GridColDef} from '@mui/x-data-grid-pro';

type Book = {id: number; title: string; shelf: string};

const TOTAL = 1200;
const shelves = ['A', 'B', 'C', 'D', 'E', 'F'];
const bookAt = (index: number): Book => ({id: index + 1, title: `Volume ${index + 1}`, shelf: shelves[index % 6]});

function fetchBooks(first: number, last: number): Promise<Book[]> {
  const rows = Array.from({length: last - first + 1}, (_, offset) => bookAt(first + offset));
  return new Promise((resolve) => {
    setTimeout(() => resolve(rows), 250);
  });
}

const columns: GridColDef<Book>[] = [
  {field: 'title', headerName: 'Title', width: 180},
  {field: 'shelf', headerName: 'Shelf', width: 100},
];

// The v7 way, deprecated in v8: you load the first rows and insert every range yourself
export default function LazyLoadingLegacyFetchRows() {
  const apiRef = useGridApiRef();
  const [initialRows, setInitialRows] = React.useState<Book[]>([]);

  React.useEffect(() => {
    let active = true;
    fetchBooks(0, 49).then((rows) => {
      if (active) {
        setInitialRows(rows);
      }
    });
    return () => {
      active = false;
    };
  }, []);

  const handleFetchRows: DataGridProProps['onFetchRows'] = async (params) => {
    const rows = await fetchBooks(params.firstRowToRender, Math.min(params.lastRowToRender, TOTAL - 1));
    apiRef.current?.unstable_replaceRows(params.firstRowToRender, rows);
  };

  return (
    <Box sx={{height: 380, width: '100%'}}>
      <DataGridPro
        apiRef={apiRef}
        rows={initialRows}
        columns={columns}
        rowCount={TOTAL}
        rowsLoadingMode="server"
        onFetchRows={handleFetchRows}
        sortingMode="server"
        filterMode="server"
        disableColumnFilter
        disableColumnSorting
        hideFooterPagination
      />
    </Box>
  );
}
