import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef, type GridPaginationModel} from '@mui/x-data-grid';

interface LogEntry {
  id: number;
  level: string;
  message: string;
}

const messages = ['Cache warmed', 'User signed in', 'Payment captured', 'Retrying webhook', 'Report generated'];

// A cursor-like backend: it never says how many entries exist, only whether there are more
const serverLog: LogEntry[] = Array.from({length: 47}, (_, index) => ({
  id: index + 1,
  level: index % 7 === 0 ? 'warn' : 'info',
  message: messages[index % messages.length],
}));

function fetchLogPage(model: GridPaginationModel): Promise<{rows: LogEntry[]; hasNextPage: boolean}> {
  const start = model.page * model.pageSize;
  const end = start + model.pageSize;
  return new Promise((resolve) => {
    setTimeout(() => resolve({rows: serverLog.slice(start, end), hasNextPage: end < serverLog.length}), 400);
  });
}

const columns: GridColDef<LogEntry>[] = [
  {field: 'id', headerName: '#', width: 80},
  {field: 'level', headerName: 'Level', width: 100},
  {field: 'message', headerName: 'Message', flex: 1, minWidth: 200},
];

export default function PaginationUnknownRowCount() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({page: 0, pageSize: 10});
  const [rows, setRows] = React.useState<LogEntry[]>([]);
  const [hasNextPage, setHasNextPage] = React.useState(true);
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let active = true;
    fetchLogPage(paginationModel).then((data) => {
      if (active) {
        setRows(data.rows);
        setHasNextPage(data.hasNextPage);
        setLoading(false);
      }
    });
    return () => {
      active = false;
    };
  }, [paginationModel]);

  const paginationMeta = React.useMemo(() => ({hasNextPage}), [hasNextPage]);

  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        rowCount={-1}
        paginationMeta={paginationMeta}
        loading={loading}
        paginationMode="server"
        paginationModel={paginationModel}
        onPaginationModelChange={(model) => {
          setLoading(true);
          setPaginationModel(model);
        }}
        pageSizeOptions={[10]}
      />
    </Box>
  );
}
