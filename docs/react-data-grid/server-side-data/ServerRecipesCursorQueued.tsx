import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  type GridColDef,
  type GridDataSource,
  type GridGetRowsParams,
  type GridGetRowsResponse,
} from '@mui/x-data-grid';

type AuditEvent = {id: string; at: string; actor: string; action: string};

const actors = ['mei.chen', 'lukas.brandt', 'ana.lima', 'wei.zhang', 'olivia.brown'];
const actions = ['signed in', 'exported orders', 'changed a price', 'invited a user', 'closed a ticket'];

// The fake server's log, newest first; ids double as cursors.
const log: AuditEvent[] = Array.from({length: 57}, (_, index) => ({
  id: `evt_${String(5000 - index).padStart(5, '0')}`,
  at: new Date(Date.UTC(2025, 2, 14, 18, 0) - index * 37 * 60000).toISOString().slice(0, 16).replace('T', ' '),
  actor: actors[(index * 3) % actors.length],
  action: actions[(index * 7) % actions.length],
}));

// A cursor API: "give me `limit` events after this cursor". No offsets, no total count.
function fetchEvents(cursor: string | undefined, limit: number) {
  const start = cursor ? log.findIndex((event) => event.id === cursor) + 1 : 0;
  const events = log.slice(start, start + limit);
  const nextCursor = start + limit < log.length ? events[events.length - 1].id : undefined;
  return new Promise<{events: AuditEvent[]; nextCursor?: string}>((resolve) =>
    setTimeout(() => resolve({events, nextCursor}), 700),
  );
}

const columns: GridColDef<AuditEvent>[] = [
  {field: 'id', headerName: 'Event', width: 120},
  {field: 'at', headerName: 'Time (UTC)', width: 160},
  {field: 'actor', headerName: 'Who', width: 140},
  {field: 'action', headerName: 'What', flex: 1, minWidth: 160},
];

type Deferred = {promise: Promise<string | undefined>; resolve: (cursor: string | undefined) => void};

function createDeferred(): Deferred {
  let resolve: Deferred['resolve'] = () => {};
  const promise = new Promise<string | undefined>((done) => {
    resolve = done;
  });
  return {promise, resolve};
}

export default function ServerRecipesCursorQueued() {
  const [lastPage, setLastPage] = React.useState<number | null>(null);

  const dataSource: GridDataSource = React.useMemo(() => {
    // One pending cursor per page: a request waits for the cursor its previous page will bring.
    const cursors = new Map<number, Deferred>();
    const cursorOf = (page: number) => {
      if (!cursors.has(page)) {
        cursors.set(page, createDeferred());
      }
      return cursors.get(page)!;
    };
    cursorOf(0).resolve(undefined);

    return {
      getRows: async (params: GridGetRowsParams): Promise<GridGetRowsResponse> => {
        const {page, pageSize} = params.paginationModel ?? {page: 0, pageSize: 10};
        const cursor = await cursorOf(page).promise;
        const {events, nextCursor} = await fetchEvents(cursor, pageSize);
        cursorOf(page + 1).resolve(nextCursor);
        if (nextCursor === undefined) {
          setLastPage(page);
        }
        return {rows: events};
      },
    };
  }, []);

  return (
    <Box sx={{height: 450, width: '100%'}}>
      <DataGrid
        columns={columns}
        dataSource={dataSource}
        pagination
        initialState={{pagination: {paginationModel: {page: 0, pageSize: 10}}}}
        pageSizeOptions={[10]}
        rowCount={-1}
        // Next stays enabled until a response says there is nothing after it.
        paginationMeta={{hasNextPage: lastPage === null}}
        disableColumnSorting
        disableColumnFilter
      />
    </Box>
  );
}
