import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  type GridColDef,
  type GridDataSource,
  type GridGetRowsParams,
  type GridGetRowsResponse,
} from '@mui/x-data-grid-pro';

type FeedEvent = {id: number; time: string; message: string};

const messages = ['Deploy started', 'Deploy finished', 'Alert resolved', 'User invited', 'Backup completed'];

// A fake API with 300 events that cannot count them: it only knows the total once the end is reached.
const serverEvents: FeedEvent[] = Array.from({length: 300}, (_, index) => ({
  id: index + 1,
  time: `2024-04-17 ${String(23 - Math.floor(index / 13)).padStart(2, '0')}:${String(59 - ((index * 7) % 60)).padStart(2, '0')}`,
  message: messages[index % messages.length],
}));

function fetchEvents(params: GridGetRowsParams): Promise<GridGetRowsResponse> {
  const start = Number(params.start);
  const rows = serverEvents.slice(start, params.end + 1);
  const reachedEnd = params.end + 1 >= serverEvents.length;
  return new Promise((resolve) => {
    // Without `rowCount`, the grid keeps loading batches as the user scrolls down.
    setTimeout(() => resolve(reachedEnd ? {rows, rowCount: serverEvents.length} : {rows}), 500);
  });
}

const dataSource: GridDataSource = {getRows: fetchEvents};

const columns: GridColDef<FeedEvent>[] = [
  {field: 'time', headerName: 'Time', width: 180},
  {field: 'message', headerName: 'Message', width: 260},
];

export default function InfiniteLoadingFeed() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGridPro
        columns={columns}
        dataSource={dataSource}
        lazyLoading
        // The size of each batch
        initialState={{pagination: {paginationModel: {pageSize: 50, page: 0}}}}
        disableColumnSorting
        disableColumnFilter
      />
    </Box>
  );
}
