import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {DataGridPro, useGridApiRef, type GridColDef, type GridRowsProp} from '@mui/x-data-grid-pro';

const rows: GridRowsProp = [
  {id: 1, symbol: 'NOVA', price: 41.2},
  {id: 2, symbol: 'QNTM', price: 212.4},
  {id: 3, symbol: 'HRBR', price: 67.05},
  {id: 4, symbol: 'BRKL', price: 18.75},
  {id: 5, symbol: 'ORBT', price: 93.6},
];

const columns: GridColDef[] = [
  {field: 'symbol', headerName: 'Symbol', width: 120},
  {field: 'price', headerName: 'Price', type: 'number', width: 120},
];

// Seeded pseudo-random numbers for the simulated price feed.
function mulberry32(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export default function RowUpdatesThrottle() {
  const apiRef = useGridApiRef();
  const [running, setRunning] = React.useState(false);

  React.useEffect(() => {
    if (!running) {
      return undefined;
    }
    const random = mulberry32(7);
    // 10 updates per second; the grid applies them at most once per second.
    const timer = setInterval(() => {
      apiRef.current?.updateRows(
        rows.map((row) => ({id: row.id, price: Math.round(row.price * (0.9 + random() * 0.2) * 100) / 100})),
      );
    }, 100);
    return () => clearInterval(timer);
  }, [apiRef, running]);

  return (
    <Box sx={{width: '100%'}}>
      <Button size="small" variant="outlined" sx={{mb: 1}} onClick={() => setRunning((value) => !value)}>
        {running ? 'Stop the feed' : 'Start the feed'}
      </Button>
      <Box sx={{height: 340}}>
        <DataGridPro apiRef={apiRef} rows={rows} columns={columns} throttleRowsMs={1000} hideFooter />
      </Box>
    </Box>
  );
}
