import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPro, type GridColDef} from '@mui/x-data-grid-pro';

type FeedEvent = {id: number; time: string; message: string};

const messages = ['Deploy started', 'Deploy finished', 'Alert resolved', 'User invited', 'Backup completed'];

// A cursor-based fake API with 300 events
const serverEvents: FeedEvent[] = Array.from({length: 300}, (_, index) => ({
  id: index + 1,
  time: `2024-04-17 ${String(23 - Math.floor(index / 13)).padStart(2, '0')}:${String(59 - ((index * 7) % 60)).padStart(2, '0')}`,
  message: messages[index % messages.length],
}));

const PAGE_SIZE = 50;

function fetchEvents(cursor: number): Promise<{rows: FeedEvent[]; nextCursor: number | null}> {
  const rows = serverEvents.slice(cursor, cursor + PAGE_SIZE);
  const next = cursor + PAGE_SIZE;
  return new Promise((resolve) => {
    setTimeout(() => resolve({rows, nextCursor: next < serverEvents.length ? next : null}), 500);
  });
}

const columns: GridColDef<FeedEvent>[] = [
  {field: 'time', headerName: 'Time', width: 180},
  {field: 'message', headerName: 'Message', width: 260},
];

export default function InfiniteLoadingFeed() {
  const [rows, setRows] = React.useState<FeedEvent[]>([]);
  const [cursor, setCursor] = React.useState<number | null>(0);
  const [loading, setLoading] = React.useState(true);
  const requested = React.useRef<number | null>(null);

  React.useEffect(() => {
    // Load the first batch once, on mount
    fetchEvents(0).then((result) => {
      setRows(result.rows);
      setCursor(result.nextCursor);
      setLoading(false);
    });
  }, []);

  const loadMore = async () => {
    if (loading || cursor === null || requested.current === cursor) {
      return;
    }
    requested.current = cursor;
    setLoading(true);
    const result = await fetchEvents(cursor);
    setRows((previous) => [...previous, ...result.rows]);
    setCursor(result.nextCursor);
    setLoading(false);
  };

  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGridPro
        rows={rows}
        columns={columns}
        loading={loading}
        onRowsScrollEnd={loadMore}
        scrollEndThreshold={200}
        slotProps={{loadingOverlay: {variant: 'linear-progress', noRowsVariant: 'skeleton'}}}
      />
    </Box>
  );
}
