import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  type GridColDef,
  type GridDataSource,
  type GridGetRowsParams,
  type GridGetRowsResponse,
} from '@mui/x-data-grid-pro';

type Reading = {id: number; sensor: string; celsius: number};

const TOTAL = 5000;
const sensors = ['Boiler room', 'Roof', 'Server room', 'Loading bay', 'Cold store'];

// The fake server computes any row from its index
const readingAt = (index: number): Reading => ({
  id: index + 1,
  sensor: sensors[index % sensors.length],
  celsius: Math.round((4 + ((index * 37) % 260) / 10) * 10) / 10,
});

const columns: GridColDef<Reading>[] = [
  {field: 'id', headerName: 'Reading', width: 110},
  {field: 'sensor', headerName: 'Sensor', width: 160},
  {field: 'celsius', headerName: '°C', type: 'number', width: 100},
];

export default function LazyLoadingRequestLog() {
  const [throttleMs, setThrottleMs] = React.useState(500);
  const [log, setLog] = React.useState<string[]>([]);

  // Created once; each request adds a line to the log
  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: (params: GridGetRowsParams): Promise<GridGetRowsResponse> => {
        const start = Number(params.start);
        const end = Math.min(params.end, TOTAL - 1);
        setLog((previous) => [`rows ${start + 1}–${end + 1}`, ...previous].slice(0, 6));
        const rows = Array.from({length: end - start + 1}, (_, offset) => readingAt(start + offset));
        return new Promise((resolve) => {
          setTimeout(() => resolve({rows, rowCount: TOTAL}), 250);
        });
      },
    }),
    [],
  );

  return (
    <Box sx={{width: '100%'}}>
      <Stack direction="row" spacing={2} sx={{mb: 1, alignItems: 'center', flexWrap: 'wrap'}}>
        <Typography variant="body2">lazyLoadingRequestThrottleMs</Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={throttleMs}
          onChange={(_event, value: number | null) => value !== null && setThrottleMs(value)}
        >
          <ToggleButton value={0}>0</ToggleButton>
          <ToggleButton value={500}>500</ToggleButton>
          <ToggleButton value={1500}>1500</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2}>
        <Box sx={{height: 380, flex: 1, minWidth: 0}}>
          <DataGridPro
            columns={columns}
            dataSource={dataSource}
            lazyLoading
            lazyLoadingRequestThrottleMs={throttleMs}
            initialState={{pagination: {paginationModel: {page: 0, pageSize: 50}}}}
            disableColumnFilter
            disableColumnSorting
          />
        </Box>
        <Box sx={{minWidth: 160}}>
          <Typography variant="subtitle2">Requests, newest first</Typography>
          {log.map((entry, index) => (
            <Typography key={`${index}-${entry}`} variant="body2" sx={{fontFamily: 'monospace'}}>
              {entry}
            </Typography>
          ))}
        </Box>
      </Stack>
    </Box>
  );
}
