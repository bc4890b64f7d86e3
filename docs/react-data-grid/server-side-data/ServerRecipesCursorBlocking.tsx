import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  type GridColDef,
  type GridDataSource,
  type GridGetRowsParams,
  type GridGetRowsResponse,
  type GridPaginationModel,
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

// cursors[page] is the cursor to send for that page (null: the first page, which needs none).
type CursorMap = Record<number, string | null | undefined>;

export default function ServerRecipesCursorBlocking() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({page: 0, pageSize: 10});
  const [cursors, setCursors] = React.useState<CursorMap>({0: null});
  // getRows reads the latest cursors without being recreated (a new data source would refetch).
  const cursorsRef = React.useRef(cursors);
  React.useEffect(() => {
    cursorsRef.current = cursors;
  }, [cursors]);

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async (params: GridGetRowsParams): Promise<GridGetRowsResponse> => {
        const {page, pageSize} = params.paginationModel ?? {page: 0, pageSize: 10};
        const {events, nextCursor} = await fetchEvents(cursorsRef.current[page] ?? undefined, pageSize);
        // undefined for the next page means "there is none".
        setCursors((previous) => ({...previous, [page + 1]: nextCursor}));
        return {rows: events};
      },
    }),
    [],
  );

  // The next page can be opened once its cursor is known: until then, the pagination is disabled.
  const waitingForCursor = !(paginationModel.page + 1 in cursors);
  const hasNextPage = typeof cursors[paginationModel.page + 1] === 'string';

  const handlePaginationModelChange = (model: GridPaginationModel) => {
    if (model.pageSize !== paginationModel.pageSize) {
      // Cursors depend on the page size: start over.
      setCursors({0: null});
      setPaginationModel({page: 0, pageSize: model.pageSize});
      return;
    }
    if (cursors[model.page] === undefined) {
      return;
    }
    setPaginationModel(model);
  };

  return (
    <Box sx={{height: 450, width: '100%'}}>
      <DataGrid
        columns={columns}
        dataSource={dataSource}
        pagination
        paginationModel={paginationModel}
        onPaginationModelChange={handlePaginationModelChange}
        pageSizeOptions={[10, 20]}
        // The total is unknown: the grid relies on `hasNextPage` to enable the next button.
        rowCount={-1}
        paginationMeta={{hasNextPage}}
        loading={waitingForCursor}
        disableColumnSorting
        disableColumnFilter
      />
    </Box>
  );
}
