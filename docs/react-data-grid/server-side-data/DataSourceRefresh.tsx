import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  type GridColDef,
  type GridDataSource,
  GridDataSourceCacheDefault,
  useGridApiRef,
} from '@mui/x-data-grid-pro';

const cache = new GridDataSourceCacheDefault({ttl: 60_000});

const services = ['API gateway', 'Auth', 'Billing', 'Search', 'Notifications', 'Reports'];

// Fake server: the latency of each service changes every time the server is asked
let requestCount = 0;

const dataSource: GridDataSource = {
  getRows: (params) => {
    requestCount += 1;
    const version = requestCount;
    const rows = services.map((service, index) => ({
      id: index + 1,
      service,
      latency: 40 + ((index * 53 + version * 31) % 200),
      fetch: version,
    }));
    const start = Number(params.start);
    return new Promise((resolve) => {
      setTimeout(() => resolve({rows: rows.slice(start, params.end + 1), rowCount: rows.length}), 300);
    });
  },
};

const columns: GridColDef[] = [
  {field: 'service', headerName: 'Service', width: 180},
  {field: 'latency', headerName: 'Latency (ms)', type: 'number', width: 140},
  {field: 'fetch', headerName: 'Server request #', type: 'number', width: 150},
];

export default function DataSourceRefresh() {
  const apiRef = useGridApiRef();

  // `skipCache` asks the server again and stores the fresh answer in the cache.
  const refresh = () => {
    apiRef.current?.dataSource.fetchRows(undefined, {skipCache: true});
  };

  return (
    <Box sx={{width: '100%'}}>
      <Stack direction="row" spacing={2} sx={{mb: 1, alignItems: 'center'}}>
        <Button variant="outlined" onClick={refresh}>
          Refresh
        </Button>
        <Typography variant="body2" color="text.secondary">
          Changing pages back and forth is served from the cache; Refresh asks the server again.
        </Typography>
      </Stack>
      <Box sx={{height: 340}}>
        <DataGridPro
          apiRef={apiRef}
          columns={columns}
          dataSource={dataSource}
          dataSourceCache={cache}
          pagination
          paginationMode="server"
          initialState={{pagination: {paginationModel: {pageSize: 3, page: 0}}}}
          pageSizeOptions={[3, 6]}
        />
      </Box>
    </Box>
  );
}
