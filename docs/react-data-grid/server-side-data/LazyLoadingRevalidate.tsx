import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  GridDataSourceCacheDefault,
  type GridColDef,
  type GridDataSource,
  type GridGetRowsParams,
  type GridGetRowsResponse,
} from '@mui/x-data-grid-pro';

type Parcel = {id: number; destination: string; status: string};

const TOTAL = 800;
const destinations = ['Lisbon', 'Oslo', 'Kraków', 'Ghent', 'Tallinn', 'Bologna'];
const steps = ['Label created', 'Picked up', 'In transit', 'Out for delivery', 'Delivered'];

// The fake server moves the parcels forward a little more at each request
function createParcelServer(): GridDataSource {
  let tick = 0;
  const parcelAt = (index: number): Parcel => ({
    id: index + 1,
    destination: destinations[index % destinations.length],
    status: steps[Math.floor((index % 7) + tick / 2) % steps.length],
  });
  return {
    getRows: (params: GridGetRowsParams): Promise<GridGetRowsResponse> => {
      tick += 1;
      const start = Number(params.start);
      const end = Math.min(params.end, TOTAL - 1);
      const rows = Array.from({length: end - start + 1}, (_, offset) => parcelAt(start + offset));
      return new Promise((resolve) => {
        setTimeout(() => resolve({rows, rowCount: TOTAL}), 200);
      });
    },
  };
}

const columns: GridColDef<Parcel>[] = [
  {field: 'id', headerName: 'Parcel', width: 100},
  {field: 'destination', headerName: 'Destination', width: 150},
  {field: 'status', headerName: 'Status', width: 180},
];

export default function LazyLoadingRevalidate() {
  const [dataSource] = React.useState(createParcelServer);
  // Entries expire after two seconds, so each polling round finds the rows in view stale
  const [cache] = React.useState(() => new GridDataSourceCacheDefault({ttl: 2000}));

  return (
    <Box sx={{height: 400, width: '100%'}}>
      {/* Every three seconds the rows in view are fetched again; only the changed ones are updated */}
      <DataGridPro
        columns={columns}
        dataSource={dataSource}
        dataSourceCache={cache}
        dataSourceRevalidateMs={3000}
        lazyLoading
        disableColumnFilter
        disableColumnSorting
      />
    </Box>
  );
}
