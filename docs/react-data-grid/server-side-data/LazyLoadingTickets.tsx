import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  type GridColDef,
  type GridDataSource,
  type GridGetRowsParams,
  type GridGetRowsResponse,
  type GridSortModel,
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

// Fake backend: answers any range of rows, and always says how many rows exist.
function fetchRange(params: GridGetRowsParams): Promise<GridGetRowsResponse> {
  const start = Number(params.start);
  return new Promise((resolve) => {
    setTimeout(() => {
      resolve({rows: sortTickets(params.sortModel).slice(start, params.end + 1), rowCount: TOTAL});
    }, 300);
  });
}

const dataSource: GridDataSource = {getRows: fetchRange};

const columns: GridColDef<Ticket>[] = [
  {field: 'id', headerName: 'ID', width: 90},
  {field: 'title', headerName: 'Title', width: 260},
  {field: 'priority', headerName: 'Priority', type: 'number', width: 110},
];

export default function LazyLoadingTickets() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      {/* Drag the scrollbar anywhere: skeleton rows show until that range arrives. */}
      <DataGridPro
        columns={columns}
        dataSource={dataSource}
        lazyLoading
        lazyLoadingRequestThrottleMs={300}
        disableColumnFilter
      />
    </Box>
  );
}
