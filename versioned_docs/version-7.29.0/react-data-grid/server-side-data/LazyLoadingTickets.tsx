import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  type GridColDef,
  type GridFetchRowsParams,
  type GridSortModel,
  useGridApiRef,
} from '@mui/x-data-grid-pro';

type Ticket = {id: number; title: string; priority: number};

const topics = ['Login fails', 'Slow export', 'Wrong invoice total', 'Broken link', 'Sync error', 'Missing email'];

// 2,000 tickets on the fake server
const TOTAL = 2000;
const serverTickets: Ticket[] = Array.from({length: TOTAL}, (_, index) => ({
  id: index + 1,
  title: `${topics[index % topics.length]} #${index + 1}`,
  priority: 1 + ((index * 7) % 5),
}));

function sortTickets(sortModel: GridSortModel) {
  const [sort] = sortModel;
  if (!sort) {
    return serverTickets;
  }
  const field = sort.field as keyof Ticket;
  const direction = sort.sort === 'desc' ? -1 : 1;
  return [...serverTickets].sort((a, b) => (a[field] > b[field] ? direction : a[field] < b[field] ? -direction : 0));
}

function fetchRange(start: number, end: number, sortModel: GridSortModel): Promise<Ticket[]> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(sortTickets(sortModel).slice(start, end + 1)), 300);
  });
}

const columns: GridColDef<Ticket>[] = [
  {field: 'id', headerName: 'ID', width: 90},
  {field: 'title', headerName: 'Title', width: 260},
  {field: 'priority', headerName: 'Priority', type: 'number', width: 110},
];

// The first range, loaded before the grid renders
const initialRows = serverTickets.slice(0, 20);

export default function LazyLoadingTickets() {
  const apiRef = useGridApiRef();

  const handleFetchRows = React.useCallback(
    async (params: GridFetchRowsParams) => {
      const rows = await fetchRange(params.firstRowToRender, params.lastRowToRender, params.sortModel);
      apiRef.current.unstable_replaceRows(params.firstRowToRender, rows);
    },
    [apiRef],
  );

  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGridPro
        apiRef={apiRef}
        columns={columns}
        rows={initialRows}
        rowCount={TOTAL}
        rowsLoadingMode="server"
        sortingMode="server"
        filterMode="server"
        disableColumnFilter
        onFetchRows={handleFetchRows}
        hideFooterPagination
      />
    </Box>
  );
}
